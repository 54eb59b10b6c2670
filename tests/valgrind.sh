#!/usr/bin/env bash
# valgrind.sh ARBITRE [TEST...] — runs the main commands of a build without sanitizers under
# valgrind (memcheck), then each cmocka TEST binary given (the engines' playouts, which no
# command reaches): any invalid access, use of uninitialised memory or definite leak fails.
set -euo pipefail
arbitre=$1
shift
supp=$(dirname "$0")/valgrind.supp
vg=(valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite
    --show-leak-kinds=definite --suppressions="$supp")
fail=0
run() { # name, expected exit status, stdin, command...
    local name=$1 want=$2 input=$3
    shift 3
    local got=0
    printf '%s' "$input" | "${vg[@]}" "$arbitre" "$@" >/dev/null 2>/tmp/valgrind.$$ || got=$?
    if [ "$got" != "$want" ]; then
        echo "FAIL $name: exit $got, expected $want" >&2
        cat /tmp/valgrind.$$ >&2
        fail=1
    else
        echo "ok   $name"
    fi
}
awale='{"pits":[[4,4,4,4,4,4],[4,4,4,4,4,4]],"stores":[0,0],"to_move":0}'
qawale='{"board":{"a1":["N","N"],"d1":["N","N"],"a4":["N","N"],"d4":["N","N"]},"hands":[8,8],"to_move":0}'
run play 0 "{\"position\":$awale,\"move\":{\"pit\":3}}" play awale
run play-illegal 3 "{\"position\":$awale,\"move\":{\"pit\":9}}" play awale
run bad-json 2 '{"position":' play kalah
run moves 0 "{\"position\":$qawale,\"limit\":5}" moves qawale
run replay 0 "{\"position\":$qawale,\"moves\":[{\"cell\":\"a1\",\"path\":[\"a2\",\"b2\",\"c2\"]},{\"cell\":\"d1\",\"path\":[\"d2\",\"d3\",\"d2\"]}]}" replay qawale
run start 0 '{"options":{"players":3,"holes":5}}' start kalah
run check 0 '' check
run ask 0 '' ask "peut-on égrainer en diagonale ?"
run ask-position 0 '' ask "je joue la case 3, je prends combien ?" --game awale --position "$awale"
run diagram 0 "{\"position\":$awale,\"move\":{\"pit\":3}}" diagram awale --format svg
for test in "$@"; do
    if "${vg[@]}" "$test" >/dev/null 2>/tmp/valgrind.$$; then
        echo "ok   $(basename "$test")"
    else
        echo "FAIL $(basename "$test")" >&2
        cat /tmp/valgrind.$$ >&2
        fail=1
    fi
done
rm -f /tmp/valgrind.$$
exit $fail

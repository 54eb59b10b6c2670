#!/bin/sh
# test_remote.sh — `arbitre ask|play|validate|... --server URL` against a real `arbitre serve`
# on a free loopback port: for each request, the remote run prints the same bytes on the same
# streams with the same exit status as the local run; an unreachable server and a malformed
# URL fail with their own messages.
# Usage: test_remote.sh PATH/TO/arbitre
set -u
ARBITRE=$1
tmp=$(mktemp -d)
"$ARBITRE" serve --host 127.0.0.1 --port 0 --threads 2 2>"$tmp/log" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$tmp"' EXIT
port=
for _ in $(seq 100); do
    port=$(sed -n 's/.*"event":"listening".*"port":\([0-9]*\).*/\1/p' "$tmp/log")
    [ -n "$port" ] && break
    sleep 0.05
done
[ -n "$port" ] || { echo "FAIL: the server did not start"; cat "$tmp/log"; exit 1; }
URL=http://127.0.0.1:$port
fails=0
count=0

# same NAME STATUS REQUEST ARGS... — runs arbitre ARGS locally and with --server, REQUEST on
# stdin; both must exit STATUS with identical stdout and stderr.
same() {
    name=$1 status=$2 req=$3
    shift 3
    count=$((count + 1))
    printf '%s' "$req" | "$ARBITRE" "$@" >"$tmp/lo" 2>"$tmp/le"
    lstat=$?
    printf '%s' "$req" | "$ARBITRE" "$@" --server "$URL/" >"$tmp/ro" 2>"$tmp/re"
    rstat=$?
    if [ "$lstat" -ne "$status" ] || [ "$rstat" -ne "$status" ] || ! cmp -s "$tmp/lo" "$tmp/ro" ||
        ! cmp -s "$tmp/le" "$tmp/re" || ! [ -s "$tmp/lo" -o -s "$tmp/le" ]; then
        fails=$((fails + 1))
        echo "FAIL $name: local exit $lstat, remote exit $rstat (want $status)"
        diff "$tmp/lo" "$tmp/ro" | sed 's/^/  stdout /'
        diff "$tmp/le" "$tmp/re" | sed 's/^/  stderr /'
    fi
}

# fails NAME STATUS STDERR ARGS... — a remote run that fails before any answer.
fails_with() {
    name=$1 status=$2 want=$3
    shift 3
    count=$((count + 1))
    echo '{}' | "$ARBITRE" "$@" >"$tmp/ro" 2>"$tmp/re"
    got=$?
    printf '%s\n' "$want" >"$tmp/want"
    if [ "$got" -ne "$status" ] || [ -s "$tmp/ro" ] || ! cmp -s "$tmp/re" "$tmp/want"; then
        fails=$((fails + 1))
        echo "FAIL $name: exit $got (want $status)"
        diff "$tmp/want" "$tmp/re" | sed 's/^/  stderr /'
    fi
}

AWALE='{"pits":[[4,4,4,4,4,4],[4,4,4,4,4,4]],"stores":[0,0],"to_move":0}'
QAWALE='{"board":{"a1":["N","N"],"d1":["N","N"],"a4":["N","N"],"d4":["N","N"]},"hands":[8,8],"to_move":0}'
EMPTY='{"pits":[[0,4,4,4,4,8],[4,4,4,4,4,4]],"stores":[0,0],"to_move":0}'

same play_awale 0 "{\"position\":$AWALE,\"move\":{\"pit\":3}}" play awale
same play_empty_pit_is_illegal 3 "{\"position\":$EMPTY,\"move\":{\"pit\":1}}" play awale
same validate_qawale_u_turn 0 \
    "{\"position\":$QAWALE,\"move\":{\"cell\":\"a1\",\"path\":[\"a2\",\"a1\",\"a2\"]}}" \
    validate qawale
same start_kalah_options 0 '{"options":{"players":3,"holes":4}}' start kalah
same moves_bad_position 2 '{"position":{"pits":[]}}' moves awale
same play_bad_json 2 '{"position":' play awale
same ask_question 0 '' ask "peut-on égrener en diagonale ?"
same ask_follow_up 0 '' ask "et au kalah ?" --context '{"game":"awale","entry":null,"lang":"fr"}'
same ask_unknown_game 2 '' ask "qui commence ?" --game chess

fails_with unreachable 1 \
    '{"error":{"code":"io","message":"Serveur injoignable (http://127.0.0.1:1/v1/games/awale/start) : Couldn'"'"'t connect to server.","field":"--server"}}' \
    start awale --server http://127.0.0.1:1
fails_with not_a_url 2 \
    '{"error":{"code":"bad_request","message":"« ftp://x » n'"'"'est pas l'"'"'adresse d'"'"'un serveur (http://HÔTE:PORT).","field":"--server"}}' \
    ask "qui commence ?" --server ftp://x

echo "$((count - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]

#!/bin/sh
# test_game.sh — the game subcommands of the real `arbitre` binary (start, validate, play,
# moves, replay): exit codes 0/2/3 and the exact bytes on stdout and stderr (docs/api.md).
# Usage: test_game.sh PATH/TO/arbitre
set -u
ARBITRE=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
count=0

# expect NAME STATUS STDOUT STDERR ARGS... — runs arbitre ARGS with this function's stdin;
# STDOUT and STDERR are the whole expected text without the final newline ("" = nothing).
expect() {
    name=$1 status=$2 want_out=$3 want_err=$4
    shift 4
    count=$((count + 1))
    "$ARBITRE" "$@" >"$tmp/out" 2>"$tmp/err"
    got=$?
    : >"$tmp/want_out"
    : >"$tmp/want_err"
    [ -n "$want_out" ] && printf '%s\n' "$want_out" >"$tmp/want_out"
    [ -n "$want_err" ] && printf '%s\n' "$want_err" >"$tmp/want_err"
    if [ "$got" -ne "$status" ] || ! cmp -s "$tmp/out" "$tmp/want_out" ||
        ! cmp -s "$tmp/err" "$tmp/want_err"; then
        fails=$((fails + 1))
        echo "FAIL $name: exit $got (want $status)"
        diff "$tmp/want_out" "$tmp/out" | sed 's/^/  stdout /'
        diff "$tmp/want_err" "$tmp/err" | sed 's/^/  stderr /'
    fi
}

AWALE='{"pits":[[4,4,4,4,4,4],[4,4,4,4,4,4]],"stores":[0,0],"to_move":0}'
QAWALE='{"board":{"a1":["N","N"],"d1":["N","N"],"a4":["N","N"],"d4":["N","N"]},"hands":[8,8],"to_move":0}'
AWALE_TURN_RULE='"rule":{"source":"001_34f07d7a66323f1a.txt","title":"L'"'"'AWALE","section":"Déroulement de la partie"}'
EMPTY_PIT_MSG="Ce trou est vide : on prend toutes les graines d'un trou qui en contient."

expect start_awale 0 \
    "{\"position\":$AWALE,\"options\":{\"first\":0},\"warnings\":[]}" "" \
    start awale <<END
{}
END

expect start_kalah_unsupported_holes_warns 0 \
    '{"position":{"pits":[[4,4,4,4,4,4],[4,4,4,4,4,4],[4,4,4,4,4,4]],"stores":[0,0,0],"to_move":0},"options":{"capture_from":"next","empty_opposite":"keep","players":3,"holes":6,"stones":4,"first":0},"warnings":["5 trous par joueur n'"'"'est pas un réglage prévu par la règle : la partie se joue avec 6 trous."]}' "" \
    start kalah <<END
{"options":{"players":3,"holes":5}}
END

expect play_awale_sows_and_tells 0 \
    '{"legal":true,"position":{"pits":[[4,4,0,5,5,5],[5,4,4,4,4,4]],"stores":[0,0],"to_move":1},"captured":0,"extra_turn":false,"outcome":null,"events":[{"type":"pick","player":0,"pit":3,"count":4},{"type":"sow","player":0,"pit":4,"lap":1},{"type":"sow","player":0,"pit":5,"lap":1},{"type":"sow","player":0,"pit":6,"lap":1},{"type":"sow","player":1,"pit":1,"lap":1}]}' "" \
    play awale <<END
{"position":$AWALE,"move":{"pit":3}}
END

expect play_illegal_exits_3_with_the_rule_on_stdout 3 \
    "{\"error\":{\"code\":\"empty_pit\",\"message\":\"$EMPTY_PIT_MSG\",\"field\":\"move\",$AWALE_TURN_RULE}}" "" \
    play awale <<END
{"position":{"pits":[[0,4,4,4,4,4],[4,4,4,4,4,8]],"stores":[0,0],"to_move":0},"move":{"pit":1}}
END

expect play_qawale_drops_bottom_first 0 \
    '{"legal":true,"position":{"board":{"b1":["N"],"c1":["N"],"d1":["N","N"],"c2":["L"],"a4":["N","N"],"d4":["N","N"]},"hands":[7,8],"to_move":1},"captured":0,"extra_turn":false,"outcome":null,"events":[{"type":"place","player":0,"cell":"a1"},{"type":"lift","player":0,"cell":"a1","count":3},{"type":"drop","cell":"b1","pebble":"N"},{"type":"drop","cell":"c1","pebble":"N"},{"type":"drop","cell":"c2","pebble":"L"}]}' "" \
    play qawale <<END
{"position":$QAWALE,"move":{"cell":"a1","path":["b1","c1","c2"]}}
END

expect validate_illegal_exits_0_with_legal_false 0 \
    '{"legal":false,"reason":"u_turn","message":"Demi-tour interdit : on ne revient pas sur la case qu'"'"'on vient de quitter (repasser par une boucle est permis).","rule":{"source":"000_ed8bdb8df14029a8.txt","title":"Règles de Qawale","page":4}}' "" \
    validate qawale <<END
{"position":$QAWALE,"move":{"cell":"a1","path":["b1","a1","b1"]}}
END

expect validate_legal 0 \
    '{"legal":true,"reason":null,"message":null,"rule":null}' "" \
    validate awale <<END
{"position":$AWALE,"move":{"pit":6},"game":"awale"}
END

expect moves_qawale_counts_all_lists_limit 0 \
    '{"count":40,"moves":[{"cell":"a1","path":["b1","c1","d1"]},{"cell":"a1","path":["b1","c1","c2"]},{"cell":"a1","path":["b1","b2","a2"]}],"truncated":true}' "" \
    moves qawale <<END
{"position":$QAWALE,"limit":3}
END

expect replay_reports_the_first_illegal_move 0 \
    "{\"steps\":[{\"move\":{\"pit\":6},\"result\":{\"legal\":true,\"position\":{\"pits\":[[4,4,4,4,4,0],[5,5,5,5,4,4]],\"stores\":[0,0],\"to_move\":1},\"captured\":0,\"extra_turn\":false,\"outcome\":null,\"events\":[{\"type\":\"pick\",\"player\":0,\"pit\":6,\"count\":4},{\"type\":\"sow\",\"player\":1,\"pit\":1,\"lap\":1},{\"type\":\"sow\",\"player\":1,\"pit\":2,\"lap\":1},{\"type\":\"sow\",\"player\":1,\"pit\":3,\"lap\":1},{\"type\":\"sow\",\"player\":1,\"pit\":4,\"lap\":1}]}}],\"position\":{\"pits\":[[4,4,4,4,4,0],[5,5,5,5,4,4]],\"stores\":[0,0],\"to_move\":1},\"outcome\":null,\"illegal\":{\"index\":1,\"move\":{\"pit\":9},\"reason\":\"pit_range\",\"message\":\"Choisis une case de ton camp, numérotée de 1 à 6.\",$(printf '%s' "$AWALE_TURN_RULE")}}" "" \
    replay awale <<END
{"position":$AWALE,"moves":[{"pit":6},{"pit":9},{"pit":1}]}
END

printf '{"position":%s,"move":{"pit":1}}' "$AWALE" >"$tmp/request.json"
expect request_file_instead_of_stdin 0 \
    '{"legal":true,"position":{"pits":[[0,5,5,5,5,4],[4,4,4,4,4,4]],"stores":[0,0],"to_move":1},"captured":0,"extra_turn":false,"outcome":null,"events":[{"type":"pick","player":0,"pit":1,"count":4},{"type":"sow","player":0,"pit":2,"lap":1},{"type":"sow","player":0,"pit":3,"lap":1},{"type":"sow","player":0,"pit":4,"lap":1},{"type":"sow","player":0,"pit":5,"lap":1}]}' "" \
    play awale --request "$tmp/request.json" </dev/null

expect unknown_game_exits_2 2 "" \
    '{"error":{"code":"unknown_game","message":"Jeu inconnu « chess » : les jeux sont qawale, awale, kalah, escargots.","field":"game"}}' \
    play chess <<END
{"position":$AWALE,"move":{"pit":3}}
END

expect bad_json_exits_2 2 "" \
    '{"error":{"code":"bad_json","message":"JSON mal formé près de l'"'"'octet 17.","field":null}}' \
    play awale <<END
{"move":{"pit":3}
END

expect bad_position_names_the_field 2 "" \
    '{"error":{"code":"bad_position","message":"Le champ « position.pits[1][3] » doit être un entier entre 0 et 1000000000.","field":"position.pits[1][3]"}}' \
    play awale <<END
{"position":{"pits":[[4,4,4,4,4,4],[4,4,4,-4,4,4]],"stores":[0,0],"to_move":0},"move":{"pit":3}}
END

expect unknown_member_is_a_bad_request 2 "" \
    '{"error":{"code":"bad_request","message":"Champ inconnu « moves ».","field":"moves"}}' \
    play awale <<END
{"position":$AWALE,"moves":[{"pit":3}]}
END

expect move_not_an_object_is_a_bad_request 2 "" \
    '{"error":{"code":"bad_request","message":"« move » doit être un objet : {\"pit\": k}, {\"cell\": \"b2\", \"path\": [..]} ou {\"resign\": true}.","field":"move"}}' \
    validate awale <<END
{"position":$AWALE,"move":3}
END

expect extra_arguments_are_a_bad_request 2 "" \
    '{"error":{"code":"bad_request","message":"Usage : arbitre moves JEU [--request FICHIER] [--server URL] (requête JSON sur l'"'"'entrée standard sans --request).","field":null}}' \
    moves awale extra </dev/null

echo "$count cases, $fails failed"
[ "$fails" -eq 0 ]

#!/usr/bin/env bash
# test_export.sh — `arbitre admin export`: what a running server kept (a feedback, a refused
# question) comes out as JSON Lines, "type" first, from the store the server used (SQLite,
# or the PostgreSQL of ARBITRE_DATABASE_URL under with_pg.sh); bad arguments exit 2.
# Usage: test_export.sh ARBITRE_BINARY
set -uo pipefail
bin=$1
fail() { echo "test_export: $*" >&2; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/arbitre-export.XXXXXX")
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT
export ARBITRE_DATA_DIR=$tmp/var
"$bin" serve --port 0 --threads 1 2>"$tmp/log" &
pid=$!
for _ in $(seq 200); do grep -q '"listening"' "$tmp/log" && break; sleep 0.05; done
port=$(sed -n 's/.*"event":"listening".*"port":\([0-9]*\).*/\1/p' "$tmp/log")
[ -n "$port" ] || fail "no listening line: $(cat "$tmp/log")"
marker="export-$$-$RANDOM"
post() { curl -s -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' \
              -d "$2" "http://127.0.0.1:$port$1"; }
[ "$(post /v1/feedback "{\"question\":\"$marker\",\"entry\":null,\"verdict\":\"unclear\"}")" = 201 ] ||
    fail "feedback not stored"
[ "$(post /v1/ask "{\"question\":\"quelle heure est-il à Lima $marker ?\"}")" = 200 ] || fail "ask"
kill -TERM "$pid" && wait "$pid"
pid=
today=$(date -u +%Y-%m-%d)
"$bin" admin export --since "$today" -o "$tmp/out.jsonl" 2>"$tmp/err" || fail "export: $(cat "$tmp/err")"
grep -q "^{\"type\":\"feedback\",\"id\":\"[0-9a-f]\{32\}\",\"ts\":\"$today" "$tmp/out.jsonl" ||
    fail "no feedback line: $(cat "$tmp/out.jsonl")"
[ "$(grep -c "\"question\":\"$marker\"" "$tmp/out.jsonl")" = 1 ] || fail "feedback not once"
grep -q "^{\"type\":\"unanswered\",.*\"outcome\":\"abstained\",\"question\":\"quelle heure est-il à Lima $marker ?\"" \
    "$tmp/out.jsonl" || fail "no unanswered line: $(cat "$tmp/out.jsonl")"
# later than everything: nothing
"$bin" admin export --since 2999-01-01 >"$tmp/none" 2>/dev/null || fail "export of nothing"
[ ! -s "$tmp/none" ] || fail "rows after 2999: $(cat "$tmp/none")"
for args in "" "export" "export --since 2026-02-30" "export --since" "import --since 2026-01-01"; do
    # shellcheck disable=SC2086
    "$bin" admin $args >/dev/null 2>&1
    [ $? -eq 2 ] || fail "admin $args: want exit 2"
done
echo "test_export: ok"

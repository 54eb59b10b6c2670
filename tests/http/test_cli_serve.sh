#!/usr/bin/env bash
# test_cli_serve.sh — `arbitre serve` arguments: bad values are refused with exit 2 and the
# error JSON naming the flag or variable on stderr; --help exits 0; SIGINT stops it, exit 0.
# Usage: test_cli_serve.sh ARBITRE_BINARY
set -uo pipefail
bin=$1
fail() { echo "test_cli_serve: $*" >&2; exit 1; }
expect_bad() { # field, then the command's arguments (env in front via env)
    local field=$1 out status
    shift
    out=$("$@" 2>&1 >/dev/null)
    status=$?
    [ $status -eq 2 ] || fail "$*: exit $status, want 2"
    grep -q "\"code\":\"bad_request\".*\"field\":\"$field\"" <<<"$out" || fail "$*: $out"
}
expect_bad --port "$bin" serve --port 65536
expect_bad --port "$bin" serve --port 80x
expect_bad --threads "$bin" serve --threads 0
expect_bad --verbose "$bin" serve --verbose
expect_bad --host "$bin" serve --host
expect_bad ARBITRE_PORT env ARBITRE_PORT=huit "$bin" serve
expect_bad ARBITRE_THREADS env ARBITRE_THREADS=-2 "$bin" serve
"$bin" serve --help | grep -q -- '--threads' || fail "--help"
# flags win over the environment; SIGINT is a clean stop
ARBITRE_PORT=1 "$bin" serve --port 0 --threads 1 2>"${TMPDIR:-/tmp}/cli_serve.$$" &
pid=$!
for _ in $(seq 100); do grep -q listening "${TMPDIR:-/tmp}/cli_serve.$$" && break; sleep 0.05; done
grep -q '"event":"listening","host":"127.0.0.1","port":[1-9][0-9]*,"threads":1' \
    "${TMPDIR:-/tmp}/cli_serve.$$" || fail "no listening line: $(cat "${TMPDIR:-/tmp}/cli_serve.$$")"
kill -INT $pid
wait $pid
status=$?
rm -f "${TMPDIR:-/tmp}/cli_serve.$$"
[ $status -eq 0 ] || fail "exit $status after SIGINT"
echo "test_cli_serve: ok"

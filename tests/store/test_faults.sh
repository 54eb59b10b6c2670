#!/usr/bin/env bash
# test_faults.sh — the SQLite store when the disk says no: a data folder the server may not
# create (read-only parent), and a disk that fills up (a 512 KiB tmpfs, grown again after).
# Each time: feedback answers 503 storage_unavailable, questions are still answered, /healthz
# says storage error, the log has one storage_error line with the cause, the server lives on;
# once the disk has room again feedback is stored and nothing acknowledged before is lost.
# As root the read-only case runs the server as nobody (setpriv: root ignores permissions), the
# full-disk case mounts a tmpfs; without root the full-disk case is skipped (exit 77).
# Usage: test_faults.sh ARBITRE_BINARY
set -uo pipefail
bin=$1
token=faults-token-0123456789
fail() { echo "test_faults: $*" >&2; [ -f "$tmp/log" ] && tail -5 "$tmp/log" >&2; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/arbitre-faults.XXXXXX")
chmod 755 "$tmp"
pid= mnt=
cleanup() {
    [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
    [ -n "$mnt" ] && umount "$mnt" 2>/dev/null
    rm -rf "$tmp"
}
trap cleanup EXIT

start() { # data dir, then the command prefix (runuser ...)
    local data=$1
    shift
    : >"$tmp/log"
    chmod 666 "$tmp/log"
    ARBITRE_DATA_DIR=$data ARBITRE_ADMIN_TOKEN=$token "$@" "$bin" serve --port 0 --threads 2 \
        2>>"$tmp/log" &
    pid=$!
    for _ in $(seq 200); do grep -q '"listening"' "$tmp/log" && break; sleep 0.05; done
    port=$(sed -n 's/.*"event":"listening".*"port":\([0-9]*\).*/\1/p' "$tmp/log")
    [ -n "$port" ] || fail "no listening line"
}
stop() { kill -TERM "$pid"; wait "$pid"; local s=$?; pid=; [ $s -eq 0 ] || fail "exit $s"; }
feedback() { # question -> prints the status and the body
    curl -s -w '\n%{http_code}' -H 'Content-Type: application/json' \
        -d "{\"question\":\"$1\",\"entry\":null,\"verdict\":\"wrong\",\"comment\":\"$(printf 'x%.0s' $(seq 400))\"}" \
        "http://127.0.0.1:$port/v1/feedback"
}
expect_unavailable() { # what the log line must name
    local out
    out=$(feedback "refusée")
    [ "$(tail -n1 <<<"$out")" = 503 ] || fail "feedback: want 503, got $out"
    grep -q '"code":"storage_unavailable"' <<<"$out" || fail "no storage_unavailable: $out"
    [ "$(curl -s -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' \
         -d '{"question":"peut-on semer en diagonale ?"}' "http://127.0.0.1:$port/v1/ask")" = 200 ] ||
        fail "ask not answered"
    curl -s "http://127.0.0.1:$port/healthz" | grep -q '"storage":{"backend":"sqlite","status":"error"' ||
        fail "healthz: $(curl -s "http://127.0.0.1:$port/healthz")"
    grep -q "\"event\":\"storage_error\".*$1" "$tmp/log" || fail "no storage_error line naming $1"
    grep "\"event\":\"storage_error\"" "$tmp/log" | head -n1
    kill -0 "$pid" || fail "the server died"
}

# 1. a data folder that cannot be created
mkdir "$tmp/ro"
if [ "$(id -u)" -eq 0 ]; then
    start "$tmp/ro/var" setpriv --reuid=nobody --regid=nogroup --clear-groups --
else
    chmod 555 "$tmp/ro"
    start "$tmp/ro/var" env
fi
expect_unavailable "Permission denied"
stop
echo "test_faults: read-only folder ok"

# 2. a full disk, then room again
mnt=$tmp/disk
mkdir "$mnt"
if [ "$(id -u)" -ne 0 ] || ! mount -t tmpfs -o size=512k tmpfs "$mnt" 2>/dev/null; then
    mnt=
    echo "test_faults: full disk skipped (needs root and tmpfs)"
    exit 77
fi
start "$mnt/var" env
acked=()
for i in $(seq 400); do
    out=$(feedback "plein $i")
    status=$(tail -n1 <<<"$out")
    [ "$status" = 201 ] || break
    acked+=("$(sed -n 's/.*"id":"\([0-9a-f]*\)".*/\1/p' <<<"$out")")
done
[ "$status" = 503 ] || fail "the 512 KiB disk never filled ($status after ${#acked[@]})"
[ ${#acked[@]} -gt 5 ] || fail "only ${#acked[@]} stored before the disk filled"
expect_unavailable "full"
mount -o remount,size=8m "$mnt" || fail "remount"
status=
for _ in $(seq 50); do
    status=$(feedback "de la place" | tail -n1)
    [ "$status" = 201 ] && break
    sleep 0.2
done
[ "$status" = 201 ] || fail "no feedback stored once the disk had room ($status)"
curl -s "http://127.0.0.1:$port/healthz" | grep -q '"status":"ok"}}' || fail "healthz not ok again"
list=$(curl -s -H "Authorization: Bearer $token" "http://127.0.0.1:$port/v1/admin/feedback?limit=500")
for id in "${acked[@]}"; do
    grep -q "\"id\":\"$id\"" <<<"$list" || fail "acknowledged $id lost"
done
stop
echo "test_faults: full disk ok (${#acked[@]} stored before it filled, all kept)"

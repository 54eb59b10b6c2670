#!/usr/bin/env bash
# bench_rss.sh — the server's memory after real questions: starts `arbitre serve` on loopback,
# posts N questions (default 200) taken in turn from every question set of tests/qa (rules,
# typos, English, situations), then prints the server's VmRSS / VmHWM from /proc and the time
# from exec to the first answer, and stops the server. Bounded: N requests, 5 s each at most.
# Usage: bench/bench_rss.sh ./build/src/cli/arbitre [N] [PORT]
set -euo pipefail
bin=${1:?usage: bench_rss.sh ARBITRE [N] [PORT]}
n=${2:-200}
port=${3:-$((20000 + RANDOM % 20000))}
sets=(tests/qa/questions.jsonl tests/qa/dev/*.jsonl)
tmp=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$tmp"' EXIT

# N questions, one set after the other, line by line (question only: no expected answers)
for i in $(seq 0 $((n - 1))); do
    f=${sets[$((i % ${#sets[@]}))]}
    sed -n "$((i / ${#sets[@]} * 7 % $(wc -l <"$f") + 1))p" "$f"
done | jq -c '{question: .question} + (if .game then {game: .game} else {} end)' >"$tmp/q.jsonl"

# exec to the first answer, to ~2 ms: bash's own /dev/tcp polls the port (a curl per try cost
# ~10 ms and the 20 ms sleeps between tries were most of the old figure), then one GET is read
# back to its status line.
first_answer() {
    for _ in $(seq 2500); do
        if exec 3<>"/dev/tcp/127.0.0.1/$port"; then
            printf 'GET /v1/games HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n' >&3
            read -r -t 5 status <&3 || status=
            exec 3<&-
            case $status in HTTP/1.1\ 200*) return 0 ;; esac
        fi 2>/dev/null
        sleep 0.002
    done
    return 1
}
t0=$(date +%s%N)
"$bin" serve --host 127.0.0.1 --port "$port" >"$tmp/log" 2>&1 &
pid=$!
first_answer || { echo "no answer from the server" >&2; exit 1; }
t1=$(date +%s%N)
grep -E '^Vm(RSS|HWM)' /proc/$pid/status | tr -s ' \t' ' ' | sed 's/^/idle: /'
ok=0
while read -r body; do
    code=$(curl -s -m 5 -o /dev/null -w '%{http_code}' -H 'Content-Type: application/json' \
        --data-binary "$body" "http://127.0.0.1:$port/v1/ask" || true)
    [ "$code" = 200 ] && ok=$((ok + 1))
done <"$tmp/q.jsonl"
grep -E '^Vm(RSS|HWM)' /proc/$pid/status | tr -s ' \t' ' ' | sed "s/^/after $ok\/$n answers: /"
echo "ready after $(((t1 - t0) / 1000000)) ms (exec to first HTTP answer)"

#!/usr/bin/env bash
# bench_http.sh — the HTTP API against nginx on this machine, in the same run.
#
# Starts `arbitre serve` (a Release build) and nginx serving the very response bytes of each
# endpoint as static files on another loopback port, then alternates wrk runs
# (-t2 -c64 -d5s) between the two, ROUNDS times, and prints one line per endpoint:
#   http.play: <req/s> req/s p50 <ms> p99 <ms> ratio_to_nginx <x>
# plus the server's resident memory under that load. Goals: play >= 0.6 of nginx's
# requests/s, p99 < 5 ms at 64 connections, VmHWM < 32 MiB.
# Usage: bench/bench_http.sh [path/to/arbitre]   (ROUNDS, DURATION, CONNECTIONS in the env)
set -euo pipefail
arbitre=${1:-build/src/cli/arbitre}
rounds=${ROUNDS:-2}
duration=${DURATION:-5s}
conns=${CONNECTIONS:-64}
threads=${THREADS:-$(nproc)}
for tool in wrk nginx curl; do
    command -v "$tool" >/dev/null || { echo "bench_http: $tool manquant (scripts/deps.sh --bench)" >&2; exit 1; }
done
[ -x "$arbitre" ] || { echo "bench_http: $arbitre introuvable (make build)" >&2; exit 1; }

work=$(mktemp -d /tmp/arbitre-bench-http.XXXXXX)
chmod 755 "$work" # nginx workers (not root) read the files
server_pid= nginx_pid=
cleanup() {
    [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
    [ -n "$nginx_pid" ] && kill "$nginx_pid" 2>/dev/null && wait "$nginx_pid" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
api_port=$(free_port)
nginx_port=$(free_port)

"$arbitre" serve --host 127.0.0.1 --port "$api_port" --threads "$threads" 2>/dev/null &
server_pid=$!
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$api_port/healthz" >/dev/null && break; sleep 0.1; done

play_body='{"position":{"pits":[[4,4,4,4,4,4],[4,4,4,4,4,4]],"stores":[0,0],"to_move":0},"move":{"pit":3}}'
mkdir -p "$work/www" "$work/logs"
curl -sf -X POST -H 'Content-Type: application/json' --data-binary "$play_body" \
    "http://127.0.0.1:$api_port/v1/games/awale/play" >"$work/www/play"
curl -sf "http://127.0.0.1:$api_port/healthz" >"$work/www/healthz"

cat >"$work/nginx.conf" <<CONF
worker_processes $threads;
daemon off;
pid $work/nginx.pid;
error_log $work/logs/error.log;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path $work/tmp_body;
    proxy_temp_path $work/tmp_proxy;
    fastcgi_temp_path $work/tmp_fastcgi;
    uwsgi_temp_path $work/tmp_uwsgi;
    scgi_temp_path $work/tmp_scgi;
    server {
        listen 127.0.0.1:$nginx_port;
        root $work/www;
        default_type application/json;
        # the static file answers POST too, like the API
        error_page 405 =200 \$uri;
    }
}
CONF
nginx -p "$work" -c "$work/nginx.conf" 2>/dev/null &
nginx_pid=$!
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$nginx_port/healthz" >/dev/null && break; sleep 0.1; done
cmp -s <(curl -sf -X POST -H 'Content-Type: application/json' --data-binary "$play_body" \
         "http://127.0.0.1:$nginx_port/play") "$work/www/play" ||
    { echo "bench_http: nginx ne sert pas les mêmes octets" >&2; exit 1; }

cat >"$work/post.lua" <<LUA
wrk.method = "POST"
wrk.body = '$play_body'
wrk.headers["Content-Type"] = "application/json"
LUA

# run_wrk URL [lua] -> "reqs p50_ms p99_ms"
run_wrk() {
    local out
    out=$(wrk -t2 -c"$conns" -d"$duration" --latency ${2:+-s "$2"} "$1")
    awk '
        function ms(v) {
            if (v ~ /us$/) return substr(v, 1, length(v) - 2) / 1000
            if (v ~ /ms$/) return substr(v, 1, length(v) - 2) + 0
            if (v ~ /s$/)  return substr(v, 1, length(v) - 1) * 1000
            return v + 0
        }
        /Requests\/sec:/ { r = $2 }
        $1 == "50%" { p50 = ms($2) }
        $1 == "99%" { p99 = ms($2) }
        /Non-2xx/ { bad = $NF }
        END { if (bad) { print "bench_http: " bad " non-2xx answers" > "/dev/stderr"; exit 1 }
              printf "%.0f %.3f %.3f\n", r, p50, p99 }' <<<"$out"
}

declare -A sum_r sum_p50 sum_p99
add() { # key "r p50 p99"
    local r p50 p99
    read -r r p50 p99 <<<"$2"
    sum_r[$1]=$(awk -v a="${sum_r[$1]:-0}" -v b="$r" 'BEGIN{print a+b}')
    sum_p50[$1]=$(awk -v a="${sum_p50[$1]:-0}" -v b="$p50" 'BEGIN{print a+b}')
    sum_p99[$1]=$(awk -v a="${sum_p99[$1]:-0}" -v b="$p99" 'BEGIN{print a+b}')
}

rss_max=0
for round in $(seq "$rounds"); do
    run_wrk "http://127.0.0.1:$api_port/v1/games/awale/play" "$work/post.lua" >"$work/play.out" &
    wrk_pid=$!
    sleep 2
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$server_pid/status")
    [ "$rss" -gt "$rss_max" ] && rss_max=$rss
    wait "$wrk_pid"
    add api_play "$(cat "$work/play.out")"
    add nginx_play "$(run_wrk "http://127.0.0.1:$nginx_port/play" "$work/post.lua")"
    add api_healthz "$(run_wrk "http://127.0.0.1:$api_port/healthz")"
    add nginx_healthz "$(run_wrk "http://127.0.0.1:$nginx_port/healthz")"
done

line() { # name api_key nginx_key
    awk -v n="$1" -v r="${sum_r[$2]}" -v a="${sum_p50[$2]}" -v b="${sum_p99[$2]}" \
        -v nr="${sum_r[$3]}" -v k="$rounds" 'BEGIN {
        printf "%s: %.0f req/s p50 %.3f ms p99 %.3f ms ratio_to_nginx %.2f\n",
               n, r / k, a / k, b / k, r / nr }'
}
line http.play api_play nginx_play
line http.healthz api_healthz nginx_healthz
awk -v r="${sum_r[nginx_play]}" -v a="${sum_p50[nginx_play]}" -v b="${sum_p99[nginx_play]}" \
    -v k="$rounds" 'BEGIN { printf "nginx.play: %.0f req/s p50 %.3f ms p99 %.3f ms\n", r/k, a/k, b/k }'
hwm=$(awk '/VmHWM/ {print $2}' "/proc/$server_pid/status")
awk -v h="$hwm" -v r="$rss_max" -v c="$conns" 'BEGIN {
    printf "http.rss: VmRSS %.1f MiB under load (%d connections), VmHWM %.1f MiB\n", r/1024, c, h/1024 }'

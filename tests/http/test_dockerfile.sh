#!/usr/bin/env bash
# test_dockerfile.sh — what can be checked of the Dockerfile without docker: two Debian 12
# stages, installs through scripts/deps.sh, a non-root user, `serve --host 0.0.0.0`, the
# HEALTHCHECK command itself run against a real server, and that the runtime packages
# (deps.sh --runtime, plus what they pull in, plus Debian's required set) provide every
# shared library the built executable names.
# Usage: test_dockerfile.sh SOURCE_DIR ARBITRE_BINARY
set -euo pipefail
src=$1 bin=$2
df=$src/Dockerfile
fail() { echo "test_dockerfile: $*" >&2; exit 1; }

[ "$(grep -c '^FROM debian:12' "$df")" -ge 2 ] || fail "two Debian 12 stages expected"
grep -q '^FROM .* AS build$' "$df" || fail "no named build stage"
grep -q '^RUN scripts/deps.sh$' "$df" || fail "the build stage must install with scripts/deps.sh"
grep -q 'deps.sh --runtime' "$df" || fail "the runtime stage must install with deps.sh --runtime"
user=$(awk '$1 == "USER" {u = $2} END {print u}' "$df")
[ -n "$user" ] && [ "$user" != root ] && [ "$user" != 0 ] || fail "last USER must not be root"
grep -q '^CMD \["serve", "--host", "0.0.0.0"\]$' "$df" || fail "CMD must be serve --host 0.0.0.0"
grep -q '^ENTRYPOINT \["arbitre"\]$' "$df" || fail "ENTRYPOINT must be arbitre"
# every COPY source of the build context exists
awk '$1 == "COPY" && $2 !~ /^--from/ {print $2}' "$df" | while read -r f; do
    [ -e "$src/$f" ] || fail "COPY source $f missing"
done

# the HEALTHCHECK command, as the image runs it, against a real server
hc=$(awk '/^HEALTHCHECK/ {on = 1} on {print} on && !/\\$/ {exit}' "$df" |
     sed -n 's/.*CMD \["bash", "-c", "\(.*\)"\]$/\1/p' | sed 's/\\\\/\\/g')
[ -n "$hc" ] || fail "no HEALTHCHECK CMD"
grep -q '/healthz' <<<"$hc" || fail "HEALTHCHECK must ask /healthz"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
ARBITRE_PORT=$port "$bin" serve 2>/dev/null &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null' EXIT
for _ in $(seq 100); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.05; done
ARBITRE_PORT=$port bash -c "$hc" || fail "HEALTHCHECK fails against a running server"
kill -TERM $pid
wait $pid || fail "serve did not exit 0 on SIGTERM"
trap - EXIT
ARBITRE_PORT=$port bash -c "$hc" 2>/dev/null && fail "HEALTHCHECK passes with no server"

# runtime packages cover the executable's shared libraries
runtime=($(sed -n '/--runtime) pkgs=(/,/)/p' "$src/scripts/deps.sh" | sed 's/.*pkgs=(//; s/).*//'))
[ ${#runtime[@]} -gt 0 ] || fail "deps.sh has no --runtime package list"
closure=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts \
          --no-breaks --no-replaces --no-enhances "${runtime[@]}" 2>/dev/null |
          awk '/^[a-z0-9]/ {print $1}' | sort -u)
# the libraries the executable names itself (NEEDED); theirs come with their packages
for name in $(objdump -p "$bin" | awk '$1 == "NEEDED" {print $2}'); do
    case $name in libasan.* | libubsan.*) continue ;; esac # sanitizer builds
    lib=$(ldd "$bin" | awk -v n="$name" '$1 == n {print $3}')
    real=$(realpath "$lib")
    pkg=
    for path in "$lib" "$real" "${real#/usr}" "/usr$real"; do # merged /usr: either spelling
        pkg=$(dpkg -S "$path" 2>/dev/null | head -n1 | cut -d: -f1) && [ -n "$pkg" ] && break
    done
    [ -n "$pkg" ] || fail "no package owns $lib"
    [ "$(dpkg-query -W -f='${Priority}' "$pkg")" = required ] && continue
    grep -qx "$pkg" <<<"$closure" || fail "$lib ($pkg) is not installed by deps.sh --runtime"
done
echo "test_dockerfile: ok (runtime: ${runtime[*]})"

#!/usr/bin/env bash
# with_pg.sh — runs a command against a PostgreSQL of its own: initdb into a temporary folder,
# listening only on a Unix socket in that folder, stopped and removed at the end whatever
# happens. Exports ARBITRE_DATABASE_URL for the command, and ARBITRE_TEST_PG_CTL, a script
# taking "stop" or "start" (tests of a database that goes away and comes back).
# PostgreSQL refuses to run as root: as root the server runs as "nobody" on a folder it owns.
# Usage: with_pg.sh COMMAND [ARGS...]
set -euo pipefail
bin=""
for d in /usr/lib/postgresql/*/bin; do [ -x "$d/initdb" ] && bin=$d; done
[ -n "$bin" ] || { echo "with_pg: no PostgreSQL server (apt-get install postgresql)" >&2; exit 1; }
dir=$(mktemp -d "${TMPDIR:-/tmp}/arbitre-pg.XXXXXX")
as=()
if [ "$(id -u)" -eq 0 ]; then
    chown nobody: "$dir"
    chmod 700 "$dir"
    as=(runuser -u nobody --)
fi
cleanup() {
    "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
}
trap cleanup EXIT
# fsync stays on in the server: the durability tests need a commit to mean what it means in
# production (--no-sync only skips syncing the fresh cluster files once)
"${as[@]}" "$bin/initdb" -D "$dir/data" -U arbitre -A trust -E UTF8 --no-locale --no-sync \
    >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
cat >"$dir/ctl" <<EOF
#!/usr/bin/env bash
# stop | start the test PostgreSQL
case "\$1" in
  stop)  exec ${as[*]} "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null ;;
  start) exec ${as[*]} "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 20 \\
              -o "-k $dir -c listen_addresses='' -c max_connections=50" start >/dev/null ;;
esac
EOF
chmod 755 "$dir/ctl"
"$dir/ctl" start || { cat "$dir/server.log" >&2; exit 1; }
export ARBITRE_DATABASE_URL="postgresql://arbitre@/postgres?host=$dir"
export ARBITRE_TEST_PG_CTL="$dir/ctl"
set +e
"$@"
status=$?
exit $status

#!/bin/sh
# As root, `npm start` in a checkout under a folder others cannot enter (a clone in /root, or
# under any 0700 folder) used to crash with `spawn initdb EACCES`: PostgreSQL runs as the
# `postgres` user, which could not reach its binaries in node_modules nor its data in .data.
# This clones the repo into a 0700 folder, runs `npm start` there on a free port, checks that
# the demo serves, and cleans up. Root only (test-all.sh runs it then); elsewhere it says so.
#
# The clone gets the working tree's uncommitted changes too (it checks what you are about to
# commit; `--committed` checks HEAD alone) and hard-linked copies of node_modules (a second or
# two; real folders inside the private one, as after `npm ci` there, without the network).
set -eu
src="$(cd "$(dirname "$0")/.." && pwd)"
committed=""
[ "${1:-}" = "--committed" ] && committed=1
if [ "$(id -u)" != 0 ]; then
  echo "check-private-folder: skipped (only as root: PostgreSQL then runs as another user)"
  exit 0
fi
t0=$(date +%s)
base="$(mktemp -d "${TMPDIR:-/tmp}/voyce-private-XXXXXX")"
chmod 700 "$base"
app="$base/voyce"
pid=""

cleanup() {
  # The server stops its PostgreSQL on SIGTERM; wait for the whole group (npm, the server).
  if [ -n "$pid" ] && kill -0 "-$pid" 2>/dev/null; then
    kill -TERM "-$pid" 2>/dev/null || true
    i=0
    while kill -0 "-$pid" 2>/dev/null && [ $i -lt 60 ]; do sleep 0.5; i=$((i + 1)); done
    kill -KILL "-$pid" 2>/dev/null || true
  fi
  # Where the server kept PostgreSQL's data, out of the private folder (DATA_DIR/pg links to it).
  data="$(readlink "$app/.data/pg" 2>/dev/null || true)"
  pgpid="$(head -n 1 "${data:-$app/.data/pg}/postmaster.pid" 2>/dev/null || true)"
  if [ -n "$pgpid" ] && kill -0 "$pgpid" 2>/dev/null; then
    echo "check-private-folder: PostgreSQL outlived the server; stopping it"
    kill -INT "$pgpid" 2>/dev/null || true
    i=0
    while kill -0 "$pgpid" 2>/dev/null && [ $i -lt 20 ]; do sleep 0.5; i=$((i + 1)); done
  fi
  case "$data" in /var/lib/voyce/data/*) rm -rf "$data" ;; esac
  rm -rf "$base"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

git clone --quiet "$src" "$app"
[ -n "$committed" ] || (cd "$src" && git ls-files -m -o --exclude-standard) | while IFS= read -r f; do
  if [ -e "$src/$f" ]; then
    mkdir -p "$app/$(dirname "$f")"
    cp -p "$src/$f" "$app/$f"
  else
    rm -f "$app/$f"
  fi
done
(cd "$src" && find . -maxdepth 3 -type d -name node_modules -prune -print) | while IFS= read -r nm; do
  cp -al "$src/$nm" "$app/$nm"
  # Caches written in place would write through the links into the original checkout.
  rm -rf "$app/$nm/.vite" "$app/$nm/.vite-temp" "$app/$nm/.vitest-cache" "$app/$nm/.cache"
done
t1=$(date +%s)

port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
cd "$app"
# Its own session, so the whole tree (npm, the build, the server) stops with one signal.
env -u DATABASE_URL -u DATA_DIR -u APP_URL -u WEB_DIST -u HOST -u NODE_ENV PORT="$port" setsid npm start >"$base/start.log" 2>&1 &
pid=$!

probe() {
  node -e "fetch('http://127.0.0.1:$port$1').then(async (r) => { const t = await r.text(); process.exit(r.status === 200 && t.includes('$2') ? 0 : 1); }, () => process.exit(1))"
}
fail() {
  echo "check-private-folder: FAILED: $1"
  echo "--- last lines of npm start ---"
  tail -n 25 "$base/start.log"
  exit 1
}

i=0
until probe /api/health '"database":"up"'; do
  kill -0 "$pid" 2>/dev/null || fail "npm start exited before serving"
  [ $i -lt 600 ] || fail "no healthy answer within 300 s"
  sleep 0.5
  i=$((i + 1))
done
t2=$(date +%s)
probe / '<div id="root"' || fail "/ does not serve the web app"
probe /api/health/live '"ok":true' || fail "/api/health/live does not answer"
grep -q 'Voyce is running' "$base/start.log" || fail "no start banner"
grep -q 'spawn initdb EACCES' "$base/start.log" && fail "initdb EACCES"
where="$(readlink "$app/.data/pg" 2>/dev/null || echo "$app/.data/pg")"
echo "check-private-folder: ok: npm start in $app (a 0700 folder) serves the demo; PostgreSQL data in $where;" \
  "clone $((t1 - t0)) s, start to healthy $((t2 - t1)) s, total $(($(date +%s) - t0)) s"

#!/usr/bin/env bash
# The `npm start` promise, checked for real: a first start on an empty data folder serves the
# store and the API; a second process on the same folder is refused with a clear message;
# after SIGTERM, a second `npm start` (nothing to rebuild) keeps every row and does not re-seed.
set -u
cd "$(dirname "$0")/.."
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
DATA=$(mktemp -d)
LOG=$(mktemp)
export PORT DATA_DIR="$DATA" HOST=127.0.0.1 LOG_LEVEL=info
pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$DATA" "$LOG"; }
trap cleanup EXIT
fail() { echo "check-start: $*"; tail -n 20 "$LOG"; exit 1; }
wait_up() {
  for _ in $(seq 1 120); do
    curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && return 0
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 0.5
  done
  return 1
}
stop() { kill -TERM "$pid"; wait "$pid" 2>/dev/null; pid=; }

node scripts/start.mjs >"$LOG" 2>&1 & pid=$!
wait_up || fail "the first start did not answer /api/health"
curl -sf "http://127.0.0.1:$PORT/" | grep -q '<div id="root" data-ssr>' || fail "the home page is not served (server-rendered)"
phone="9$(printf '%09d' $(( (RANDOM * 32768 + RANDOM) % 1000000000 )))"  # 10 digits: the modulo keeps it to nine after the 9
curl -sf -X POST -H 'content-type: application/json' "http://127.0.0.1:$PORT/api/auth/register" \
  -d "{\"name\":\"Start Check\",\"phone\":\"$phone\",\"password\":\"kettle-harbour-47\"}" >/dev/null || fail "register failed"

out=$(PORT=0 node apps/server/dist/server.js 2>&1) && fail "a second process on the same DATA_DIR was not refused"
echo "$out" | grep -q "already in use by another server process" || fail "unclear refusal: $out"

stop
node scripts/start.mjs >>"$LOG" 2>&1 & pid=$!
wait_up || fail "the second start did not answer /api/health"
curl -sf -X POST -H 'content-type: application/json' "http://127.0.0.1:$PORT/api/auth/login" \
  -d "{\"phone\":\"$phone\",\"password\":\"kettle-harbour-47\"}" >/dev/null || fail "the account did not survive the restart"
[ "$(grep -c 'demo catalogue loaded' "$LOG")" = 1 ] || fail "the demo catalogue was loaded twice"
stop
echo "check-start: first start, refusal of a second process, restart keeping data: ok"

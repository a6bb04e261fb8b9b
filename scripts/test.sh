#!/usr/bin/env bash
# `npm test`: the one command that checks everything. It installs what it needs (Debian's
# chromium and postgresql) when missing, starts a throwaway PostgreSQL on a free loopback
# port, then runs lint, typecheck, unit/component/API tests on PGlite, the API tests again on
# PostgreSQL, the production build with its size budget, and the browser journeys.
# The last line is "N passed, N failed" (tests of every runner, plus one per check step).
set -u
cd "$(dirname "$0")/.."
ROOT=$(pwd)
OUT="$ROOT/.tmp/test-results"
rm -rf "$OUT" && mkdir -p "$OUT"
export CI=${CI:-}
passed=0
failed=0
failures=()
failed_names=() # which tests failed, printed again at the end so a CI tail names them

step() { echo; echo "==> $*"; }
check() { # name, command...: a check step counts as one test
  local name=$1; shift
  step "$name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}
wait_logged() { # pid, log: waits for a background step, prints its log, returns its status
  local rc=0
  wait "$1" || rc=$?
  cat "$2"
  return "$rc"
}
count_vitest() { # file, label
  local file=$1 label=$2
  if [ -f "$file" ]; then
    read -r p f < <(node -e 'const r=require(process.argv[1]);console.log(r.numPassedTests, r.numFailedTests + (r.numRuntimeErrors||0) + (r.success===false && r.numFailedTests===0 ? 1 : 0))' "$file")
    passed=$((passed + p)); failed=$((failed + f))
    if [ "$f" -gt 0 ]; then
      failures+=("$label ($f)")
      failed_names+=("$(node "$ROOT/scripts/support/vitest-failures.mjs" "$file" "$label")")
    fi
  else
    failed=$((failed + 1)); failures+=("$label (no report)")
  fi
}

# --- system packages ---------------------------------------------------------------------
apt_updated=
apt_install() {
  if [ "$(id -u)" != 0 ]; then echo "Please install $* (apt-get install -y $*): not root, cannot install it myself."; return 1; fi
  [ -n "$apt_updated" ] || { apt-get update -qq >/dev/null 2>&1 || true; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing: installing Debian's chromium with apt-get..."
  apt_install chromium || echo "Could not install chromium; browser journeys will fail."
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/postgres" ]; then
  echo "PostgreSQL is missing: installing Debian's postgresql with apt-get..."
  apt_install postgresql postgresql-contrib || echo "Could not install postgresql; PostgreSQL tests will fail."
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
fi
if ! command -v pdftoppm >/dev/null 2>&1; then
  echo "pdftoppm is missing (tests read the QR codes printed on PDFs): installing Debian's poppler-utils with apt-get..."
  apt_install poppler-utils || echo "Could not install poppler-utils; the tests reading PDF pictures will fail."
fi
if ! command -v haproxy >/dev/null 2>&1 || ! command -v pgbouncer >/dev/null 2>&1; then
  echo "HAProxy or PgBouncer is missing (the cluster and fail-over tests): installing Debian's with apt-get..."
  apt_install haproxy pgbouncer || echo "Could not install haproxy/pgbouncer; the cluster tests will fail."
fi

# --- throwaway PostgreSQL --------------------------------------------------------------------
PGTMP=
stop_pg() {
  if [ -n "$PGTMP" ] && [ -d "$PGTMP/data" ]; then
    as_pg "$PGBIN/pg_ctl" -D "$PGTMP/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$PGTMP"
  fi
}
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
trap stop_pg EXIT
start_pg() {
  [ -n "$PGBIN" ] && [ -x "$PGBIN/postgres" ] || return 1
  if [ "$(id -u)" = 0 ]; then id postgres >/dev/null 2>&1 || useradd --system --create-home postgres; fi
  PGPORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  PGTMP=$(mktemp -d)
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$PGTMP"
  as_pg "$PGBIN/initdb" -D "$PGTMP/data" -U app --auth=trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null || return 1
  as_pg "$PGBIN/pg_ctl" -D "$PGTMP/data" -l "$PGTMP/server.log" -w -o \
    "-p $PGPORT -k $PGTMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" start >/dev/null || return 1
  export TEST_DATABASE_URL="postgres://app@127.0.0.1:$PGPORT/postgres"
  echo "Throwaway PostgreSQL on 127.0.0.1:$PGPORT"
}

# --- checks ---------------------------------------------------------------------------------
# Lint and the typecheck are single-threaded: on a 2-core machine they run side by side (each
# into its own log, printed after), and still count as two check steps.
npm run -s lint >"$OUT/lint.log" 2>&1 & lint_pid=$!
npm run -s typecheck >"$OUT/typecheck.log" 2>&1 & typecheck_pid=$!
check "lint" wait_logged "$lint_pid" "$OUT/lint.log"
check "typecheck" wait_logged "$typecheck_pid" "$OUT/typecheck.log"

step "unit, component and API tests (PGlite)"
npx vitest run --reporter=default --reporter=json --outputFile="$OUT/vitest-pglite.json"
count_vitest "$OUT/vitest-pglite.json" "vitest (PGlite)"

step "API tests on a PostgreSQL server"
if start_pg; then
  npx vitest run --project 'server*' --reporter=default --reporter=json --outputFile="$OUT/vitest-postgres.json"
  count_vitest "$OUT/vitest-postgres.json" "vitest (PostgreSQL)"
else
  echo "Could not start PostgreSQL"; failed=$((failed + 1)); failures+=("PostgreSQL start")
fi

check "build with size budget" npm run -s build
check "npm start: serves, refuses a second process, restart keeps data" bash scripts/check-start.sh

step "browser journeys (Playwright + Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$OUT/playwright.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json
if [ -f "$OUT/playwright.json" ]; then
  read -r p f < <(node -e 'const s=require(process.argv[1]).stats;console.log(s.expected+s.flaky, s.unexpected)' "$OUT/playwright.json")
  passed=$((passed + p)); failed=$((failed + f))
  if [ "$f" -gt 0 ]; then
    failures+=("playwright ($f)")
    failed_names+=("$(node "$ROOT/scripts/support/playwright-failures.mjs" "$OUT/playwright.json")")
  fi
else
  failed=$((failed + 1)); failures+=("playwright (no report)")
fi

echo
[ ${#failed_names[@]} -gt 0 ] && printf '%s\n' "${failed_names[@]}"
[ ${#failures[@]} -gt 0 ] && printf 'Failed: %s\n' "${failures[@]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/usr/bin/env bash
# The store for browser journeys: a fresh embedded database with the demo catalogue and one
# staff account (E2E_ADMIN_PHONE / E2E_ADMIN_PASSWORD), served from the production build.
set -eu
cd "$(dirname "$0")/.."
export DATA_DIR="${E2E_DATA_DIR:-$(pwd)/.tmp/e2e-data-${PORT:-3210}}"
export HOST=127.0.0.1 LOG_LEVEL=warn NODE_ENV=production
# Every journey comes from one address: keep the rate limits on, but far above what they use.
export RATE_LIMIT_SEARCH_PER_MIN="${RATE_LIMIT_SEARCH_PER_MIN:-100000}" RATE_LIMIT_REGISTER_PER_HOUR="${RATE_LIMIT_REGISTER_PER_HOUR:-100000}"
export RATE_LIMIT_PINCODE_PER_MIN="${RATE_LIMIT_PINCODE_PER_MIN:-100000}" RATE_LIMIT_PAYMENT_REFERENCE_PER_HOUR="${RATE_LIMIT_PAYMENT_REFERENCE_PER_HOUR:-100000}"
rm -rf "$DATA_DIR"
if [ -f apps/server/src/modules/accounts/create-admin-cli.ts ]; then
  npm run -s create-admin -- --name "Store Staff" --phone "${E2E_ADMIN_PHONE:-9000000001}" --password "${E2E_ADMIN_PASSWORD:-lathe-chuck-key-77}" >/dev/null
fi
# the heap cap every start uses (scripts/support/server-flags.mjs, docs/decisions/391)
exec node --max-old-space-size="${SERVER_HEAP_MB:-384}" apps/server/dist/server.js

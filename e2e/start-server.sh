#!/usr/bin/env bash
# The store for browser journeys: a fresh embedded database with the demo catalogue and one
# staff account (E2E_ADMIN_PHONE / E2E_ADMIN_PASSWORD), served from the production build.
set -eu
cd "$(dirname "$0")/.."
export DATA_DIR="${E2E_DATA_DIR:-$(pwd)/.tmp/e2e-data-${PORT:-3210}}"
export HOST=127.0.0.1 LOG_LEVEL=warn NODE_ENV=production
rm -rf "$DATA_DIR"
if [ -f apps/server/src/modules/accounts/create-admin-cli.ts ]; then
  npm run -s create-admin -- --name "Store Staff" --phone "${E2E_ADMIN_PHONE:-9000000001}" --password "${E2E_ADMIN_PASSWORD:-staff-password-1}" >/dev/null
fi
exec node apps/server/dist/server.js

#!/usr/bin/env bash
# `npm run test:e2e`: builds the store and runs the browser journeys against it.
set -eu
cd "$(dirname "$0")/.."
npm run -s build
npx playwright test -c e2e/playwright.config.ts "$@"

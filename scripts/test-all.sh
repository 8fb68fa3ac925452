#!/bin/sh
# Every test: unit + API (Vitest, real PostgreSQL) and browser journeys (Playwright, real
# Chromium against the built app). Ends with one line: "tests: N passed, N failed".
set -u
cd "$(dirname "$0")/.."
# The browser first: without one the journeys would fail minutes later, after the build and Vitest.
if [ "${SKIP_E2E:-}" != "1" ]; then
  CHROMIUM_PATH="$(sh scripts/find-browser.sh)" || exit 1
  export CHROMIUM_PATH
fi
mkdir -p test-results
rm -f test-results/vitest.json test-results/playwright.json
status=0

npm run --silent build -w @voyce/web || status=1
# ARCHITECTURE §8 budgets, on the build just made: a page or dependency that pushes past one fails.
node scripts/bundle-size.mjs --check || status=1

vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=1

# As root, `npm start` in a checkout under a 0700 folder (PostgreSQL runs as another user there).
if [ "$(id -u)" = 0 ] && [ "${SKIP_PRIVATE_FOLDER:-}" != "1" ]; then
  sh scripts/check-private-folder.sh || status=1
fi

if [ "${SKIP_E2E:-}" = "1" ]; then
  echo "SKIP_E2E=1: browser journeys skipped"
else
  (cd e2e && PLAYWRIGHT_JSON_OUTPUT_NAME=../test-results/playwright.json playwright test --reporter=list,json) || status=1
fi

node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json || status=1
exit $status

#!/usr/bin/env bash
# The whole test suite, as `npm test` and CI run it: typecheck, lint, unit, integration on the
# embedded database and on PostgreSQL, then the end-to-end journeys in Chromium against the
# production build. Stops at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }
start=$(date +%s)

# A fresh clone has no node_modules; `npm test` alone must still work there.
if [ ! -d node_modules ]; then
  stage "install dependencies"
  npm install --no-audit --no-fund
fi

stage "installs repeat: the lock file matches package.json and every package supports our Node"
bash scripts/check-install.sh

stage "system test dependencies (Chromium, PostgreSQL, pgvector)"
bash scripts/install-test-deps.sh

stage "typecheck"
npm run --silent typecheck

stage "lint"
npm run --silent lint

stage "unit tests"
npx vitest run --project unit

stage "integration tests: embedded PGlite"
npx vitest run --project integration

stage "integration tests: PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project integration

stage "multi-process test: two API processes, a worker and a proxy on PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project multi-process

stage "build, secret scan and critical-path JS of the built assets"
npm run --silent build
node --import tsx scripts/scan-web-build.ts
npm run --silent check:web-budget

stage "end-to-end journeys (Chromium, 390x844)"
npx playwright test

printf '\nAll stages passed in %ss.\n' "$(( $(date +%s) - start ))"

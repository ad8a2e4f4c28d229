#!/usr/bin/env bash
# `npm test`: every test, in the order that fails fastest. Exits non-zero when any step fails.
#   type check → lint and format check → unit → build → API on SQLite → API on PostgreSQL (throwaway server) → browser tests
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/require-node.mjs

# A fresh clone's setup installed only what starting needs (scripts/setup.sh): the test tools come now, once.
if ! node scripts/dev-deps.mjs; then
  echo "test: installing the test tools (package.json's devDependencies), once"
  npm install --no-audit --no-fund --loglevel=error
fi

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Type check (astro check)"
astro check

step "Lint (ESLint) and format check (Prettier)"
npm run --silent lint

step "Unit tests"
vitest run --project unit

# Before the API tests: some start the built server (the route cache lives in Astro: tests/api/page-cache*.test.ts,
# and two processes on one PostgreSQL database: tests/api/*-instances.postgres.test.ts).
step "Build"
astro build
node scripts/write-openapi.mjs

step "API tests on SQLite"
TEST_DB=sqlite vitest run --project api

step "API tests on PostgreSQL"
TEST_DB=postgres bash scripts/with-postgres.sh vitest run --project api

step "Browser tests (Debian Chromium)"
sh scripts/ensure-chromium.sh
playwright test

step "All tests passed"

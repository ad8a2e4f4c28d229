#!/usr/bin/env bash
# `npm test`: every test, in the order that fails fastest. Exits non-zero when any step fails.
#   type check → unit → API on SQLite → build → API on PostgreSQL (throwaway server) → browser tests
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/require-node.mjs

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Type check (astro check)"
astro check

step "Unit tests"
vitest run --project unit

step "API tests on SQLite"
TEST_DB=sqlite vitest run --project api

step "Build"
astro build

# After the build: one PostgreSQL test starts two built servers on one database (tests/api/chat-instances.postgres.test.ts).
step "API tests on PostgreSQL"
TEST_DB=postgres bash scripts/with-postgres.sh vitest run --project api

step "Browser tests (Debian Chromium)"
playwright test

step "All tests passed"

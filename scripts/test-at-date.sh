#!/usr/bin/env bash
# Runs every test with the clock set to another date and hour (issue 30): Debian's `faketime`
# (libfaketime) fakes the clock of every process it starts, from that instant on.
#   scripts/test-at-date.sh "2026-12-31 21:30:00"     (UTC; 21:30 UTC is 23:30 SAST)
# Needs `npm ci` done and `apt-get install faketime`. Runs what `.ci/run` runs after installing:
# lint, typecheck, unit, API on PGlite, end-to-end, then API on PostgreSQL (127.0.0.1:5432).
# The browser keeps the faked clock too, except for the slow-phone journeys (first-tap.spec.ts):
# under libfaketime Chromium's DevTools CPU throttling does not work, at any date, so those run in
# a browser on the real clock against servers on the faked one.
set -euo pipefail
cd "$(dirname "$0")/.."
when="${1:?usage: scripts/test-at-date.sh \"YYYY-MM-DD hh:mm:ss\" (UTC)}"
export CI=true
at() { faketime -f "@$when" "$@"; }

at date -u '+== clock set to %F %T UTC =='
at npm run lint
at npm run typecheck
at npm run test:unit
at npm run test:api
at node scripts/build.mjs
(cd web && at npx playwright test --project=chromium)
(cd web && E2E_BROWSER_REAL_CLOCK=1 at npx playwright test --project=slow-phone --no-deps)
TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}" at npm run test:api
at date -u '+== every suite passed with the clock at '"$when"' UTC (now %F %T) =='

#!/usr/bin/env bash
# Every check, in order: the lock file first (one that npm ci refuses stops every fresh machine
# at its first step, so nothing else runs), install, lint and format, type-check, unit tests
# (Jest, then the Supabase Edge Function's under Deno), production build, integration tests
# (database rules on PostgreSQL 15 and PGlite, the local backend, content), the W3C HTML checker
# on every built page, and browser tests in Chromium against the built site (Playwright, visual
# baselines included). After the install every stage runs even after a failure, so one run shows
# all problems; the exit code is non-zero if any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export CI="${CI:-}"

echo "==> Lock file: npm ci from an empty npm cache"
node scripts/check-lockfile.mjs || exit 1
bash scripts/setup.sh --browser --postgres || exit 1

source scripts/test-stages.sh

# The browser tests submit the form to a local backend the e2e setup starts on this port, with
# this key; the build under test is made with both (defined once, in tests/e2e/support/backend.json).
read -r default_e2e_port E2E_BACKEND_KEY < <(node -p \
  'const backend = require("./tests/e2e/support/backend.json"); `${backend.port} ${backend.anonKey}`')
export E2E_BACKEND_PORT="${E2E_BACKEND_PORT:-$default_e2e_port}"
[ -n "$E2E_BACKEND_KEY" ] || { echo "Could not read the browser tests' backend settings from tests/e2e/support/backend.json" >&2; exit 1; }
export E2E_BACKEND_KEY

side_by_side "Lint and format (ESLint, Prettier, spell check of partner documents)" lint "Type-check" typecheck
# Two workers, one per core of CI's machine: Jest's default leaves one core idle.
stage "Unit tests" jest_project unit --maxWorkers=2
stage "Edge Function unit tests (Deno)" node scripts/function-tests.mjs
stage "Production build" env SUPABASE_URL="http://127.0.0.1:${E2E_BACKEND_PORT}" SUPABASE_ANON_KEY="$E2E_BACKEND_KEY" \
  npx docusaurus build
stage "Integration tests" jest_project integration --maxWorkers=2
if [ -f build/index.html ]; then
  # W3C Nu HTML checker on every built page: no errors, no warnings (one count per page in the summary).
  stage "HTML validity (W3C Nu checker)" node scripts/validate-html.mjs build --report test-results/html-validator.json
  # Playwright writes its results to test-results/e2e.json (counted below), its HTML report to
  # playwright-report/ and the traces and screenshots of failed tests to test-results/playwright/.
  stage "Browser tests" npx playwright test
  # Lighthouse's timing-independent budgets: accessibility, best practices and SEO must be 100.
  # Performance is a benchmark (bench/lighthouse.mjs), too noisy on 2 cores to gate a test run.
  stage "Lighthouse accessibility, best practices, SEO" node bench/lighthouse.mjs --no-build --only-stable
else
  failed_stages+=("Browser tests (no build)")
fi

echo
echo "==> Whole run: $((SECONDS / 60)) min $((SECONDS % 60)) s"
node scripts/test-summary.mjs test-results "${failed_stages[@]+"${failed_stages[@]}"}"

#!/usr/bin/env bash
# The loop to run while working, about two minutes on 2 cores: lint and format beside the
# type-check, the unit tests, the Edge Function's unit tests and the content checks. No install,
# no build, no database, no browser: `npm test` (scripts/test.sh) runs every check, and is what
# CI runs before anything lands.
set -uo pipefail
cd "$(dirname "$0")/.."
[ -x node_modules/.bin/deno ] || { echo "Nothing installed yet: run npm test once (it installs everything)." >&2; exit 1; }

source scripts/test-stages.sh

side_by_side "Lint and format (ESLint, Prettier, spell check of partner documents)" lint "Type-check" typecheck
stage "Unit tests" jest_project unit --maxWorkers=2
stage "Edge Function unit tests (Deno)" node scripts/function-tests.mjs
stage "Content checks" npm run --silent check:content

echo
echo "==> Whole run: $((SECONDS / 60)) min $((SECONDS % 60)) s"
node scripts/test-summary.mjs test-results "${failed_stages[@]+"${failed_stages[@]}"}"

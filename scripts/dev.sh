#!/usr/bin/env bash
# Runs the site at http://localhost:3000 with a working contact form: installs what is missing,
# then scripts/dev.mjs starts the embedded local backend (PGlite, data kept in .local-backend/,
# port and key from local-backend/config.mjs) and the Docusaurus dev server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec node scripts/dev.mjs

#!/usr/bin/env bash
# Runs the site at http://localhost:3000 with a working contact form: the embedded local backend
# (PGlite, data kept in .local-backend/) on 127.0.0.1:54321 and the Docusaurus dev server.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

backend_port="${LOCAL_BACKEND_PORT:-54321}"
anon_key="${LOCAL_BACKEND_ANON_KEY:-omnia-local-anon-key}"

LOCAL_BACKEND_PORT="$backend_port" LOCAL_BACKEND_ANON_KEY="$anon_key" node local-backend/server.mjs &
backend_pid=$!
trap 'kill "$backend_pid" 2>/dev/null; wait "$backend_pid" 2>/dev/null || true' EXIT INT TERM

node scripts/wait-for-http.mjs "http://127.0.0.1:${backend_port}/" 30000 \
  || { echo "The local backend did not start on port ${backend_port}" >&2; exit 1; }

echo "==> Site: http://localhost:3000   Submissions: npm run submissions"
SUPABASE_URL="http://127.0.0.1:${backend_port}" SUPABASE_ANON_KEY="$anon_key" \
  npx docusaurus start --port 3000 --host localhost --no-open

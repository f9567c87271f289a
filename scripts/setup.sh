#!/usr/bin/env bash
# Installs everything the site and its tests need on a fresh Debian machine: npm packages from
# the lock file, and Debian's Chromium and PostgreSQL 15 when they are missing.
# Usage: scripts/setup.sh [--browser] [--postgres]
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=false
want_postgres=false
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=true ;;
    --postgres) want_postgres=true ;;
    *) echo "setup.sh: unknown option $arg" >&2; exit 2 ;;
  esac
done

# npm ci when node_modules is missing or older than the lock file (always on CI).
if [ -n "${CI:-}" ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> npm ci"
  if ! npm ci --no-audit --no-fund; then
    # The registry this machine reaches lacks some other platforms' optional builds (darwin/win32
    # variants of @swc/core, @swc/html, @unrs/resolver-binding), so npm cannot record them in the
    # lock file and npm ci's sync check refuses it. npm install honours the same locked versions.
    echo "==> npm ci refused the lock file; installing the locked versions with npm install"
    npm install --no-audit --no-fund
  fi
fi

apt_packages=()
if $want_browser && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then apt_packages+=(chromium fonts-dejavu-core); fi
if $want_postgres && [ ! -x /usr/lib/postgresql/15/bin/postgres ]; then apt_packages+=(postgresql-15); fi

if [ "${#apt_packages[@]}" -gt 0 ]; then
  echo "==> apt-get install ${apt_packages[*]}"
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${apt_packages[@]}"
fi

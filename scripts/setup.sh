#!/usr/bin/env bash
# Installs everything the site and its tests need on a fresh Debian machine: npm packages from
# the lock file, and Debian's Chromium, Firefox ESR, WebKitGTK's WebDriver with Xvfb, nginx, Java
# (for the HTML checker), the Noto CJK fonts and PostgreSQL 15 when they are missing.
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

# npm ci when node_modules is missing or older than the lock file (always on CI). npm's own
# output goes to a log (node_modules/.install.log afterwards); the terminal gets one line per
# step. npm ci is the only install: it installs exactly the lock file or stops, and the lock
# file is kept acceptable to it by `npm run check:lockfile`, the first stage of `npm test`.
if [ -n "${CI:-}" ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  install_log="${TMPDIR:-/tmp}/omnia-npm-ci.log"
  echo "==> npm ci (a few minutes on a fresh clone)"
  if ! npm ci --no-audit --no-fund >"$install_log" 2>&1; then
    # CI's output is the only place a reviewer can read the log, so it gets its end there too.
    if [ -n "${CI:-}" ]; then
      echo "--- last 30 lines of $install_log ---" >&2
      tail -n 30 "$install_log" >&2
    fi
    echo "setup.sh: npm ci failed (full log: $install_log). Run \`npm run check:lockfile\` to see whether package-lock.json is the cause; otherwise the log names the package or the network error." >&2
    exit 1
  fi
  # Packages whose engines field asks for a newer Node than this one (npm warns, installs them
  # anyway): named once here; docs/node-version.md says why they are fine on Node 20.
  newer_node=$(grep -o "EBADENGINE   package: '[^']*'" "$install_log" | sed -E "s/.*package: '(.+)@[^@]+'/\1/" | sort -u |
    awk -F/ '/^@/ { count[$1]++; last[$1] = $0; next } { print } END { for (s in count) print (count[s] > 1 ? s "/*" : last[s]) }' |
    sort | paste -sd ' ' -) || true
  if [ -n "$newer_node" ]; then
    echo "==> Node $(node -v | tr -d v): ${newer_node} declare a newer Node; the tests run them on this one (docs/node-version.md)"
  fi
  mv "$install_log" node_modules/.install.log
fi

# The notify-lead Edge Function's npm: packages (nodemailer), fetched by Deno from the npm
# registry into supabase/functions/notify-lead/node_modules once, and again when its lock changes.
function_dir=supabase/functions/notify-lead
if [ ! -d "$function_dir/node_modules/.deno" ] || [ "$function_dir/deno.lock" -nt "$function_dir/node_modules/.deno" ]; then
  echo "==> Deno: the notify-lead function's npm packages"
  deno_log="$(mktemp "${TMPDIR:-/tmp}/omnia-deno-install.XXXXXX")"
  if ! (cd "$function_dir" && ../../../node_modules/.bin/deno install --quiet --frozen) >"$deno_log" 2>&1; then
    cat "$deno_log" >&2
    echo "setup.sh: deno install failed for $function_dir" >&2
    exit 1
  fi
  touch "$function_dir/node_modules/.deno"
  rm -f "$deno_log"
fi

apt_packages=()
if $want_browser && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then apt_packages+=(chromium fonts-dejavu-core); fi
if $want_browser && [ ! -x "${CHROMIUM_TEST_PATH:-/usr/bin/chromium-headless-shell}" ]; then apt_packages+=(chromium-headless-shell); fi
# The browser tests also serve the build through nginx with the generated build-config/nginx.conf.
if $want_browser && [ ! -x "${NGINX_PATH:-/usr/sbin/nginx}" ]; then apt_packages+=(nginx); fi
# Japanese pages: without a CJK font the browsers draw kana and kanji as empty boxes. fontconfig
# keeps DejaVu Sans for Latin text (sans-serif, Arial), so English pages draw the same pixels.
if $want_browser && ! { command -v fc-list >/dev/null && fc-list -q 'Noto Sans CJK JP'; }; then apt_packages+=(fonts-noto-cjk); fi
if $want_postgres && [ ! -x /usr/lib/postgresql/15/bin/postgres ]; then apt_packages+=(postgresql-15); fi
# The engine tests (tests/engines): Firefox ESR, and WebKitGTK through its WebDriver on a private Xvfb display.
if $want_browser && [ ! -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ]; then apt_packages+=(firefox-esr); fi
if $want_browser && [ ! -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ]; then apt_packages+=(webkit2gtk-driver); fi
if $want_browser && [ ! -x "${XVFB_PATH:-/usr/bin/Xvfb}" ]; then apt_packages+=(xvfb); fi
# The W3C HTML checker (npm vnu-jar, scripts/validate-html.mjs) checks the same built site and runs on Java.
if $want_browser && ! command -v java >/dev/null; then apt_packages+=(default-jre-headless); fi

if [ "${#apt_packages[@]}" -gt 0 ]; then
  echo "==> apt-get install ${apt_packages[*]}"
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  apt_log="${TMPDIR:-/tmp}/omnia-apt-get.log"
  if ! { "${sudo_cmd[@]}" apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${apt_packages[@]}"; } >"$apt_log" 2>&1; then
    [ -n "${CI:-}" ] && tail -n 30 "$apt_log" >&2
    echo "setup.sh: apt-get install ${apt_packages[*]} failed (full log: $apt_log)." >&2
    exit 1
  fi
fi

#!/usr/bin/env bash
# The shipped site as this repo deploys it (README, "Production"): a copy of the repo's files,
# `npm ci --omit=dev`, then `npm start`, which builds dist/ and serves it with the testimonials its
# contentStore holds (the local store here). `.ci/run` runs it; it needs the npm cache or registry.
#   scripts/production-check.sh         port 4490 (PRODUCTION_CHECK_PORT moves it)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
port="${PRODUCTION_CHECK_PORT:-4490}"
pid=
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "production check: $*" >&2; exit 1; }
source "$repo/scripts/http-checks.sh"

site="$work/site"
mkdir "$site"
# What a clone holds (with the working tree's edits): no node_modules, dist/ or lib/.
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf -) | tar -xf - -C "$site"
cd "$site"
echo "== npm ci --omit=dev"
npm ci --omit=dev --prefer-offline --no-audit --no-fund > "$work/install.log" 2>&1 || { cat "$work/install.log"; fail "npm ci --omit=dev failed"; }
echo "  node_modules: $(du -sm node_modules | cut -f1) MB, no dev dependency: $([ ! -e node_modules/vitest ] && echo yes || echo NO)"
[ ! -e node_modules/vitest ] || fail "npm ci --omit=dev installed vitest, a dev dependency"

echo "== npm start"
PORT=$port npm start > "$work/start.log" 2>&1 &
pid=$!
[ "$(wait_for "http://127.0.0.1:$port/" 1800)" = 200 ] || { cat "$work/start.log"; fail "npm start did not answer / with 200"; }
# A testimonial from content/testimonials.ndjson, read through @sanity/client at build time.
expect_page "http://127.0.0.1:$port/" 200 'Thandeka Mokoena'
expect_page "http://127.0.0.1:$port/tender-finance/durban" 200 '<h1'
echo "production check passed"

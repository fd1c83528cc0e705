#!/usr/bin/env bash
# The engine as a user meets it: `npm pack`, the tarball installed into a new folder outside the repo
# (from npm's cache; no network beyond the registry), then init, validate, build, start, dev, edit
# and report there (with a marketer's day in the editor, scripts/marketers-day.ts), and the shipped
# site served by the same installed package. `.ci/run` runs it.
# Prints the tarball's size, the installed node_modules' size and its ten largest packages, and fails
# past 1.5 MB of tarball or 95 MB of node_modules (a site without a contentStore: no @sanity/client,
# which the shipped site's install adds, after validate has said it is missing).
#   scripts/package-check.sh            ports 4480-4484 (PACKAGE_CHECK_PORT moves them)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
port="${PACKAGE_CHECK_PORT:-4480}"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "package check: $*" >&2; exit 1; }

# wait_for and expect_page.
source "$repo/scripts/http-checks.sh"

echo "== npm pack"
(cd "$repo" && npm pack --pack-destination "$work" > "$work/pack.log" 2>&1) || { cat "$work/pack.log"; fail "npm pack failed"; }
tarball="$(ls "$work"/landing-engine-*.tgz)"
bytes=$(stat -c %s "$tarball")
listing="$work/listing.txt"
tar -tzf "$tarball" > "$listing"
echo "tarball: $(basename "$tarball"), $bytes bytes, $(grep -cv '/$' "$listing") files"
[ "$bytes" -le 1572864 ] || fail "the tarball is $bytes bytes, more than 1.5 MB"
# No test, bench, fixture or shipped-brand file (the brand's YAML, pages, content and media).
shipped=$(grep -E '^package/(tests|bench|content|pages|public|docs|examples)/|^package/site\.config\.yaml$|/fixtures/|\.test\.tsx?$|\.test\.js$|stryker' "$listing" || true)
[ -z "$shipped" ] || fail "the tarball holds files a site does not need:"$'\n'"$shipped"
grep -q '^package/lib/cli/main.js$' "$listing" || fail "the tarball has no lib/cli/main.js"
grep -q '^package/lib/cli/main.ts$' "$listing" && fail "the tarball ships cli/main.ts: bin would look for tsx"
# The package's manifest: @sanity/client (the shipped site's dependency) only as an optional peer.
tar -xzOf "$tarball" package/package.json | node -e 'const m = JSON.parse(require("fs").readFileSync(0, "utf8")); process.exit(m.dependencies["@sanity/client"] || !m.peerDependenciesMeta["@sanity/client"].optional ? 1 : 0)' || fail "the tarball's package.json installs @sanity/client with every site"
[ ! -e "$repo/package.json.repo" ] && node -e "process.exit(require('$repo/package.json').dependencies['@sanity/client'] ? 0 : 1)" || fail "npm pack left the package's manifest in the repo's package.json (scripts/pack-manifest.mjs restore)"

echo "== a new site: npm i <tarball>, then landing-engine init"
site="$work/my-site"
mkdir "$site"
cd "$site"
npm i --prefer-offline --no-audit --no-fund "$tarball" > "$work/install.log" 2>&1 || { cat "$work/install.log"; fail "npm i of the tarball failed"; }
if grep -qiE '^npm (warn|WARN)' "$work/install.log"; then echo "npm printed warnings:"; grep -iE '^npm warn' "$work/install.log"; fail "npm i printed warnings"; fi
echo "npm i printed no warning"
# A scope (@rolldown/, @libsql/) is not a package: each of its packages is counted on its own.
megabytes=$(du -sm node_modules | cut -f1)
echo "installed node_modules: $megabytes MB; the ten largest packages (MB):"
(cd node_modules && du -sm -- $(ls -d -- [!@.]* @*/* 2> /dev/null) | sort -rn | head -n 10 | sed 's/^/  /')
[ "$megabytes" -le 95 ] || fail "the installed node_modules is $megabytes MB, more than 95 MB"
bin="$site/node_modules/.bin/landing-engine"
"$bin" init . > "$work/init.log" || { cat "$work/init.log"; fail "init failed"; }
[ -f site.config.yaml ] && [ -f .github/workflows/validate.yml ] || fail "init wrote no site.config.yaml or workflow"
grep -q 'LE812' docs/errors.md || fail "init wrote no docs/errors.md, which every validate message names"
head -n 1 site.config.yaml | grep -q 'schemas/json/site.schema.json' && [ -f node_modules/landing-engine/schemas/json/site.schema.json ] || fail "site.config.yaml's schema line points nowhere"

echo "== validate, docs, build"
npm run --silent validate || fail "validate failed"
# The site's own reference: its link template (book) in the block examples, never the shipped site's.
"$bin" docs > "$work/docs.log" 2>&1 || { cat "$work/docs.log"; fail "docs failed"; }
grep -q 'link: book' docs/blocks.md && ! grep -q 'finance-apply' docs/blocks.md || fail "docs/blocks.md does not use the site's own link template"
[ ! -e node_modules/landing-engine/docs ] || fail "docs wrote into the installed package"
echo "  docs/blocks.md uses the site's link template book"
npm run --silent build > "$work/build.log" 2>&1 || { cat "$work/build.log"; fail "build failed"; }
[ -f dist/index.html ] && [ -f dist/bike-repairs.html ] || fail "build wrote no dist/index.html or dist/bike-repairs.html"
# The Cloudflare target from the package, for a site without contentStore and so without @sanity/client.
"$bin" build --target cloudflare > "$work/build-cf.log" 2>&1 || { cat "$work/build-cf.log"; fail "build --target cloudflare failed"; }
[ -f cloudflare/worker.js ] && [ -f cloudflare/wrangler.jsonc ] || fail "build --target cloudflare wrote no cloudflare/worker.js or wrangler.jsonc"
! grep -q '"node:' cloudflare/worker.js || fail "the Worker imports a Node module"
echo "  build --target cloudflare wrote cloudflare/worker.js ($(wc -c < cloudflare/worker.js) bytes)"

echo "== start"
PORT=$port "$bin" start > "$work/start.log" 2>&1 &
pids+=($!)
[ "$(wait_for "http://127.0.0.1:$port/")" = 200 ] || { cat "$work/start.log"; fail "start did not answer / with 200"; }
expect_page "http://127.0.0.1:$port/" 200 'Harbour Bikes'
expect_page "http://127.0.0.1:$port/bike-repairs/george" 200 "<h1>Bike repairs In George</h1>"
expect_page "http://127.0.0.1:$port/bike-repairs/" 200 '<link rel="canonical" href="https://www.harbourbikes.example/bike-repairs">'
expect_page "http://127.0.0.1:$port/no-such-page" 404 'Harbour Bikes'

echo "== report (after one page view, sent as the page's script sends it)"
status=$(curl -s -o /dev/null -w '%{http_code}' -H 'content-type: application/json' --data '{"type":"view","path":"/bike-repairs/george"}' "http://127.0.0.1:$port/__events" || true)
[ "$status" = 204 ] || fail "the event intake answered $status to a page view, not 204"
"$bin" report > "$work/report.log" 2>&1 || { cat "$work/report.log"; fail "report failed"; }
grep -q '/bike-repairs' "$work/report.log" || { cat "$work/report.log"; fail "report does not name the page viewed"; }
echo "  report: $(head -n 1 "$work/report.log"), /bike-repairs among its pages"

echo "== audit-links: its help, its words without playwright-core, then the audit of the starter with it"
"$bin" audit-links --help > "$work/audit-help.log" 2>&1 || { cat "$work/audit-help.log"; fail "audit-links --help failed"; }
grep -q 'playwright-core and Chromium' "$work/audit-help.log" || { cat "$work/audit-help.log"; fail "audit-links --help does not say what it needs"; }
if "$bin" audit-links > "$work/audit-missing.log" 2>&1; then fail "audit-links passed with no playwright-core installed"; fi
grep -q "Run npm i -D playwright-core@1 in the site's folder" "$work/audit-missing.log" && ! grep -q '    at ' "$work/audit-missing.log" || { cat "$work/audit-missing.log"; fail "audit-links did not say to install playwright-core (or printed a stack)"; }
echo "  without playwright-core: $(head -c 80 "$work/audit-missing.log")..."
playwright=$(node -p "require('$repo/package.json').devDependencies['playwright-core']")
npm i --prefer-offline --no-audit --no-fund -D "playwright-core@$playwright" > "$work/playwright.log" 2>&1 || { cat "$work/playwright.log"; fail "npm i playwright-core failed"; }
"$bin" audit-links > "$work/audit.log" 2>&1 || { cat "$work/audit.log"; fail "audit-links failed on the starter"; }
echo "  audit-links on the starter: $(tail -n 1 "$work/audit.log")"

echo "== dev"
"$bin" dev --port $((port + 1)) > "$work/dev.log" 2>&1 &
pids+=($!)
[ "$(wait_for "http://127.0.0.1:$((port + 1))/")" = 200 ] || { cat "$work/dev.log"; fail "dev did not answer / with 200"; }
expect_page "http://127.0.0.1:$((port + 1))/bike-repairs" 200 'Bike repairs'
expect_page "http://127.0.0.1:$((port + 1))/__blocks" 200 'Solar Finance In Cape Town'
# The blocks' styles in dev come from this module, which the package ships as source (issue 61).
expect_page "http://127.0.0.1:$((port + 1))/src/client/dev-styles.ts" 200 'plan-cards.css'
# What a marketer sees: Chromium's computed style of a block that only its stylesheet positions.
styles_applied() { (cd "$repo" && node --import tsx scripts/styles-applied.ts "$@") || fail "the page's styles did not apply in Chromium (above)"; }
styles_applied "http://127.0.0.1:$((port + 1))/" '.comparison-table caption' position absolute

echo "== edit"
"$bin" edit --port $((port + 2)) > "$work/edit.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 240); do grep -q '?token=' "$work/edit.log" && break; sleep 0.5; done
address=$(grep -o 'http://[^ ]*?token=[^ ]*' "$work/edit.log" | head -n 1)
[ -n "$address" ] || { cat "$work/edit.log"; fail "edit printed no address with a token"; }
token=${address##*token=}
body="$work/editor.html"
curl -s -L -c "$work/cookies" -b "$work/cookies" -o "$body" "$address"
grep -q "<meta name=\"editor-token\" content=\"$token\">" "$body" || fail "the editor page does not hold its token"
echo "  the editor page holds its token"
# The live page beside the form, after the token address has set the editor's cookie.
styles_applied "http://127.0.0.1:$((port + 2))/" '.comparison-table caption' position absolute "$address"
# A marketer's day in Chromium on that editor (issue 57): brand colour and nav label seen before
# saving, a page from starter blocks with plan cards, an uploaded picture, save, publish to a branch,
# a page the nav links to deleted; the site folder becomes a git repository for it. Then it validates.
(cd "$repo" && node --import tsx scripts/marketers-day.ts "$address" "$site") || fail "a marketer's day in the editor failed (above)"
npm run --silent validate > "$work/validate-day.log" 2>&1 || { cat "$work/validate-day.log"; fail "the site does not validate after the marketer's day"; }
echo "  the site still validates after the day: $(grep -o '^Site config is valid[^(]*' "$work/validate-day.log")"

echo "== the shipped site, served by the installed package"
shop="$work/shipped"
mkdir "$shop"
(cd "$repo" && git archive HEAD site.config.yaml pages public content) | tar -x -C "$shop"
ln -s "$site/node_modules" "$shop/node_modules"
# It reads a contentStore, through @sanity/client: an optional peer dependency the install above left out.
if "$bin" validate --root "$shop" > "$work/no-client.log" 2>&1; then fail "validate passed a site with a contentStore and no @sanity/client"; fi
grep -q "site.config.yaml:[0-9]*:1 contentStore: The content store is read through @sanity/client, which is not installed. Run npm i @sanity/client@7 " "$work/no-client.log" && ! grep -q '    at ' "$work/no-client.log" || { cat "$work/no-client.log"; fail "validate did not say to install @sanity/client (or printed a stack)"; }
echo "  without @sanity/client, validate says: $(grep -o 'site.config.yaml:[0-9]*:1 contentStore: [^.]*' "$work/no-client.log")"
npm i --prefer-offline --no-audit --no-fund @sanity/client@7 > "$work/client.log" 2>&1 || { cat "$work/client.log"; fail "npm i @sanity/client@7 failed"; }
echo "  npm i @sanity/client@7: node_modules $(du -sm node_modules | cut -f1) MB"
PORT=$((port + 3)) "$bin" start --root "$shop" > "$work/shipped.log" 2>&1 &
pids+=($!)
[ "$(wait_for "http://127.0.0.1:$((port + 3))/tender-finance/durban" 1800)" = 200 ] || { cat "$work/shipped.log"; fail "the shipped site did not answer /tender-finance/durban with 200"; }
echo "  /tender-finance/durban: 200"
echo "package check passed"

// Asks Chromium whether a page's stylesheet reached it: a computed style, not a status code.
// scripts/package-check.sh runs it on `dev` and the editor's live page of a site installed from
// the tarball, where the blocks' styles once 404ed while every status was 200 (issue 61).
//   node --import tsx scripts/styles-applied.ts <url> <selector> <property> <expected> [<first url>]
// <first url> is opened first in the same browser context (the editor's token address sets its cookie).
// Exits 1 with what it found; only loopback is reached.
import { blockOutsideLoopback, launchChromium } from '../dev/browser/chromium';

const [url, selector, property, expected, first] = process.argv.slice(2);
if (!url || !selector || !property || !expected) {
  console.error('Usage: node --import tsx scripts/styles-applied.ts <url> <selector> <property> <expected> [<first url>]');
  process.exit(2);
}
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await blockOutsideLoopback(context);
  const page = await context.newPage();
  if (first) await page.goto(first);
  await page.goto(url, { waitUntil: 'load' });
  // Vite's dev page adds its styles from script, and may reload once after optimising a dependency.
  const style = () =>
    page.evaluate(
      ([query, name]) => {
        const node = document.querySelector(query);
        return node ? getComputedStyle(node).getPropertyValue(name) : 'no such element';
      },
      [selector, property] as const,
    );
  await page
    .waitForFunction(
      ([query, name, value]) => {
        const node = document.querySelector(query);
        return node !== null && getComputedStyle(node).getPropertyValue(name) === value;
      },
      [selector, property, expected] as const,
      { timeout: 30_000 },
    )
    .catch(() => undefined);
  const found = await style();
  if (found !== expected) {
    console.error(`${url}: ${selector} has ${property} "${found}", not "${expected}": the page's stylesheet did not apply.`);
    process.exitCode = 1;
  } else {
    console.log(`  ${url}: ${selector} has ${property}: ${found} (its stylesheet applied)`);
  }
} finally {
  await browser.close();
}

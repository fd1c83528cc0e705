import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadSite } from '../../src/config/load';
import { formatProblem } from '../../src/config/problem';

/** A small site.config.yaml for engine tests; `extra` is appended (values:, sharedSections:, ...). */
export const siteConfig = (extra = '') => `brand:
  name: Acme
  logo: { src: /logo.svg, alt: Acme home, width: 100, height: 40 }
  phone: "+27 10 000 0000"
  address: [1 Main Road]
publicUrl: https://acme.example
titleTemplate: "%s | Acme"
nav:
  - { label: Home, to: / }
  - { label: Shop, link: shop }
footer:
  links: [{ label: Home, to: / }]
notFound:
  heading: Not here
  text: Try the home page.
  links: [{ label: Home, to: / }]
links:
  shop: { url: "https://shop.example.com/buy", tracking: true }
  order: { url: "https://shop.example.com/order", tracking: true, takes: [minutes, users, setupfee, product] }
contentStore: { projectId: acme, dataset: production }
cities: [durban, port-elizabeth]
${extra}`;

// An empty pages folder: every file comes from the test, none from disk.
const root = mkdtempSync(join(tmpdir(), 'engine-fixture-'));
mkdirSync(join(root, 'pages'));

/** Load a site made only of the given files (site.config.yaml and pages/*.yaml). */
export function loadInline(files: Record<string, string>) {
  const pages = Object.keys(files).filter((file) => /^(pages|translations)\//.test(file));
  // The local media the fixtures name exist (validate checks them; tests/config/warnings covers a missing one).
  for (const [, path] of Object.values(files)
    .join('\n')
    .matchAll(/\b(?:src|favicon|shareImage): *"?(\/[\w./-]*\w)/g)) {
    const file = join(root, 'public', path!);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '');
  }
  return loadSite(
    root,
    (file) => {
      const text = files[file];
      if (text === undefined) throw new Error(`no fixture file ${file}`);
      return text;
    },
    pages,
  );
}

export function inlineModel(files: Record<string, string>) {
  const result = loadInline(files);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.model;
}

export function inlineProblems(files: Record<string, string>): string[] {
  const result = loadInline(files);
  return result.ok ? [] : result.problems.map(formatProblem);
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, shippedModel } from '../helpers/load-fixture';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * What belongs to the shipped site and to no other: its brand name, phone number and colours, the
 * fixed part of every page path it answers, and every file of public/ its YAML names. All of it
 * lives in YAML; the engine (src/) must run a second site without a trace of the first.
 */
function shippedBrand(): string[] {
  const { site, pages } = shippedModel();
  const paths = pages.flatMap((entry) => entry.page.paths.map((path) => path.split('{')[0]!.replace(/\/$/, ''))).filter((path) => path.length > 2);
  const yaml = [join(ROOT, 'site.config.yaml'), ...readdirSync(join(ROOT, 'pages')).map((name) => join(ROOT, 'pages', name))]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const media = [...yaml.matchAll(/\/media\/[A-Za-z0-9._/-]+/g)].map((match) => match[0]);
  return [...new Set([site.brand.name, site.brand.phone, ...Object.values(site.brand.colours), ...paths, ...media])];
}

describe('the engine carries nothing of the shipped site', () => {
  it('knows the shipped brand (so the next test has something to look for)', () => {
    expect(shippedBrand()).toEqual(
      expect.arrayContaining([
        'TolaBiz',
        '+27 10 500 0199',
        '#0b2545',
        '#f2a541',
        '/tender-finance',
        '/bakkie-hire',
        '/media/favicon.svg',
        '/media/og-default.png',
      ]),
    );
  });

  it('has no brand name, phone number, colour, page path or media file of it in src/', () => {
    const brand = shippedBrand();
    const found = filesUnder(join(ROOT, 'src')).flatMap((file) => {
      const text = readFileSync(file, 'utf8').toLowerCase();
      return brand.filter((needle) => text.includes(needle.toLowerCase())).map((needle) => `${relative(ROOT, file)}: ${needle}`);
    });
    expect(found).toEqual([]);
  });
});

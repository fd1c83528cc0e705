import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { BenchPart } from './part';
import { setAside } from './set-aside';
import { ROOT } from './site';

/**
 * What the engine publishes and what that costs a build (issue 54), for the shipped site under
 * each prerender setting and for main before issue 54 (BEFORE, built from its own git worktree),
 * in the same run: sitemap URLs, pages written, files and bytes of dist/, a build into an empty
 * folder (a fresh clone: no dist/, no .cache/), then a rebuild after a site-wide CSS change (the
 * brand's primary colour, which every page's inline style holds). Wall and CPU time of the whole
 * `build` process and its children (bash's `times`), with the load average at its start.
 */
export const BEFORE = '5cc438e';
const SITE_FILES = ['site.config.yaml', 'pages', 'public', 'content', 'translations'];
const PRIMARY = /^(\s+primary:\s*)"?#([0-9a-fA-F]{6})"?/m;

interface Build {
  wallS: number;
  cpuS: number;
  load: number;
}
interface Published {
  setting: string;
  sitemapUrls: number;
  pages: number;
  files: number;
  mb: number;
  empty: Build;
  afterCss: Build;
}

export const publishPart: BenchPart = {
  key: 'publish',
  title: `what gets published under each prerender setting, and on main before issue 54 (${BEFORE})`,
  async run({ log }) {
    const work = join(ROOT, '.cache', 'bench-publish');
    const aside = setAside(ROOT);
    aside.move(work);
    mkdirSync(work, { recursive: true });
    const runs: Published[] = [];
    for (const setting of ['canonical', 'every'] as const) {
      const site = join(work, setting);
      for (const name of SITE_FILES) cpSync(join(ROOT, name), join(site, name), { recursive: true });
      if (setting === 'every') appendFileSync(join(site, 'site.config.yaml'), '\nprerender: every\n');
      log(`  prerender: ${setting}...`);
      runs.push(measure(`prerender: ${setting}`, site, join(ROOT, 'bin/landing-engine.js')));
    }
    const before = join(work, 'before');
    execFileSync('git', ['worktree', 'add', '--detach', '--force', before, BEFORE], { cwd: ROOT, stdio: 'ignore' });
    try {
      symlinkSync(join(ROOT, 'node_modules'), join(before, 'node_modules'));
      log(`  main before issue 54 (${BEFORE})...`);
      runs.push(measure(`before issue 54 (${BEFORE}: every form, every language)`, before, join(before, 'bin/landing-engine.js')));
    } finally {
      execFileSync('git', ['worktree', 'remove', '--force', before], { cwd: ROOT, stdio: 'ignore' });
    }
    const fmt = (b: Build) => `${b.wallS.toFixed(1)} s / ${b.cpuS.toFixed(1)} s (load ${b.load.toFixed(1)})`;
    return {
      sections: [
        {
          headers: [
            'What gets published (issue 54)',
            'sitemap URLs',
            'pages written',
            'files in dist/',
            'MB in dist/',
            'build from empty: wall / CPU',
            'rebuild after a CSS change: wall / CPU',
          ],
          rows: runs.map((r) => [r.setting, String(r.sitemapUrls), String(r.pages), String(r.files), r.mb.toFixed(0), fmt(r.empty), fmt(r.afterCss)]),
        },
      ],
      results: runs,
    };
  },
};

/** Build `site` into an empty dist/, count what it holds, change the primary colour and build again. */
function measure(setting: string, site: string, bin: string): Published {
  const build = (): Build => {
    const load = loadavg()[0]!;
    const started = performance.now();
    // `times` prints the user and system time of the shell's children: node and the threads and processes it starts.
    const out = execFileSync('bash', ['-c', `node "${bin}" build --root "${site}" > /dev/null 2>&1 || exit 1; times`], { encoding: 'utf8' });
    const wallS = (performance.now() - started) / 1000;
    const [user, system] = out.trim().split('\n').at(-1)!.split(/\s+/).map(seconds);
    return { wallS, cpuS: user! + system!, load };
  };
  const empty = build();
  const dist = join(site, 'dist');
  const counted = count(dist);
  const sitemapUrls = [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>/g)].length;
  const config = join(site, 'site.config.yaml');
  const text = readFileSync(config, 'utf8');
  writeFileSync(
    config,
    text.replace(PRIMARY, (_, key: string, hex: string) => `${key}"#${(parseInt(hex, 16) ^ 1).toString(16).padStart(6, '0')}"`),
  );
  const afterCss = build();
  return { setting, sitemapUrls, pages: counted.pages, files: counted.files, mb: counted.bytes / 1e6, empty, afterCss };
}

/** "1m2.345s" as bash's `times` prints it, in seconds. */
function seconds(text: string): number {
  const m = /^(\d+)m([\d.]+)s$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** Files, bytes and page files (<path>.html, not their .br and .gz) under a folder. */
function count(dir: string): { files: number; bytes: number; pages: number } {
  const total = { files: 0, bytes: 0, pages: 0 };
  if (!existsSync(dir)) return total;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    total.files++;
    total.bytes += statSync(join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) total.pages++;
  }
  return total;
}

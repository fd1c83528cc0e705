// @vitest-environment node
// One render thread (src/server/render-thread.ts) on its own, with a stub client build: pages made
// on the thread come back compressed (brotli and gzip), content sent later is used, a stopped thread fails what it
// was making, and a thread that cannot start is replaced by rendering on the main thread.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteModel } from '../../src/config/model';
import { NO_CONTENT, type SiteContent } from '../../src/content/site-content';
import { assetsFromManifest } from '../../src/render/assets';
import type { Rendered } from '../../src/server/render-pool';
import { renderThread } from '../../src/server/render-thread';
import { shippedModel } from '../helpers/load-fixture';
import { writeStubBuild } from '../helpers/stub-build';

const distDir = mkdtempSync(join(tmpdir(), 'render-thread-'));
writeStubBuild(distDir);
const model = shippedModel();
const assets = assetsFromManifest(distDir, model);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const ZED: SiteContent = {
  testimonials: [
    { name: 'Zed Quill', feedback: 'Paid on time.', company: 'Quill Works', image: { src: '/content-api/images/zed.png', width: 96, height: 96 } },
  ],
};
/** The page: as rendered on the main thread, or unpacked from the thread's gzip copy (its brotli copy decodes to the same). */
const text = (rendered: Rendered) => rendered.html ?? gunzipSync(rendered.encoded!.gzip).toString();
const heading = (rendered: Rendered) => /<h1[^>]*>(.*?)<\/h1>/s.exec(text(rendered))?.[1];

/**
 * The shipped model with `pages` not enumerable: the main thread reads it, but it does not cross to
 * the thread (structured clone copies enumerable properties only), so the thread fails as it starts.
 */
function modelTheThreadCannotStartWith(): SiteModel {
  const { pages, ...rest } = model;
  return Object.defineProperty(rest, 'pages', { value: pages, enumerable: false }) as SiteModel;
}

describe('renderThread', () => {
  it('renders pages on the thread, compressed there, each job answered with its own page, and logs nothing', async () => {
    const lines: string[] = [];
    const thread = renderThread(model, assets, NO_CONTENT, (line) => lines.push(line));
    try {
      const [one, two, missing] = await Promise.all([
        thread.render({ path: '/tender-finance/newtown-1' }),
        thread.render({ path: '/tender-finance/newtown-2' }),
        thread.render({ path: '/no-such-page' }),
      ]);
      // Made on the thread: only its compressed copies cross, not the page.
      expect(one.html).toBeUndefined();
      expect(one.encoded!.br).toBeInstanceOf(Uint8Array);
      expect([one.status, heading(one)]).toEqual([200, 'Tender Finance In Newtown 1']);
      expect([two.status, heading(two)]).toEqual([200, 'Tender Finance In Newtown 2']);
      expect([missing.status, heading(missing)]).toEqual([404, 'We could not find that page']);
      expect(text(one)).not.toContain('Zed Quill');
      expect(lines).toEqual([]);
    } finally {
      await thread.close();
    }
  }, 60_000);

  it('runs at nice 5 on Linux, below the main thread but not starved beside other work', async () => {
    const thread = renderThread(model, assets, NO_CONTENT, () => {});
    try {
      await thread.render({ path: '/tender-finance/newtown-7' });
      // The nice value of each thread of this process: field 19 of its stat, after the name in brackets.
      const nice = readdirSync('/proc/self/task').map((task) => Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]));
      expect([nice[0], nice.filter((value) => value !== 0)]).toEqual([0, [5]]);
    } finally {
      await thread.close();
    }
  }, 60_000);

  it('renders with the content sent by setContent from then on', async () => {
    const thread = renderThread(model, assets, NO_CONTENT, () => {});
    try {
      expect(text(await thread.render({ path: '/tender-finance/newtown-3' }))).not.toContain('Zed Quill');
      thread.setContent(ZED);
      const after = await thread.render({ path: '/tender-finance/newtown-3' });
      expect(text(after)).toContain('Zed Quill');
      // Still made on the thread (compressed copies), not on the main thread (a string).
      expect(after.encoded!.gzip).toBeInstanceOf(Uint8Array);
    } finally {
      await thread.close();
    }
  }, 60_000);

  it('fails the renders it was making when it stops', async () => {
    const thread = renderThread(model, assets, NO_CONTENT, () => {});
    expect(heading(await thread.render({ path: '/tender-finance/newtown-4' }))).toBe('Tender Finance In Newtown 4');
    const making = thread.render({ path: '/tender-finance/newtown-5' });
    await thread.close();
    // Stopped by close(): Node gives the exit code 1 to a terminated thread that had started.
    await expect(making).rejects.toThrow('The render thread stopped (exit code 1).');
  }, 60_000);

  it('that cannot start is replaced by rendering on the main thread, with a line in the log, for waiting and later renders', async () => {
    const lines: string[] = [];
    const thread = renderThread(modelTheThreadCannotStartWith(), assets, NO_CONTENT, (line) => lines.push(line));
    try {
      const waiting = await thread.render({ path: '/tender-finance/newtown-6' });
      expect(typeof waiting.html).toBe('string');
      expect([waiting.status, heading(waiting)]).toEqual([200, 'Tender Finance In Newtown 6']);
      expect(lines).toEqual(['The render thread did not start (edition.pages is not iterable); pages are rendered on demand on the main thread.']);
      const later = await thread.render({ path: '/no-such-page' });
      expect([later.status, heading(later)]).toEqual([404, 'We could not find that page']);
      expect(text(later)).not.toContain('Zed Quill');
      thread.setContent(ZED);
      expect(text(await thread.render({ path: '/tender-finance/newtown-7' }))).toContain('Zed Quill');
      expect(lines).toHaveLength(1);
    } finally {
      await thread.close();
    }
  }, 60_000);

  it('that cannot start renders with the content that arrived before it failed', async () => {
    const thread = renderThread(modelTheThreadCannotStartWith(), assets, NO_CONTENT, () => {});
    try {
      thread.setContent(ZED);
      expect(text(await thread.render({ path: '/tender-finance/newtown-8' }))).toContain('Zed Quill');
    } finally {
      await thread.close();
    }
  }, 60_000);

  it('that fails after it started fails the renders it was making with its error, and logs nothing', async () => {
    const lines: string[] = [];
    const thread = renderThread(model, assets, NO_CONTENT, (line) => lines.push(line));
    try {
      expect(heading(await thread.render({ path: '/tender-finance/newtown-9' }))).toBe('Tender Finance In Newtown 9');
      // A path that is not a string throws on the thread before the renderer's own catch.
      await expect(thread.render({ path: undefined as unknown as string })).rejects.toThrow("Cannot read properties of undefined (reading 'length')");
      expect(lines).toEqual([]);
    } finally {
      await thread.close();
    }
  }, 60_000);
});

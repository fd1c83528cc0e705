// @vitest-environment node
// Pages made on demand (src/server/on-demand.ts) on their own, without a server or a site build:
// a stub client build, one render thread, the test's clock and the test's visitor addresses.
// Fast enough to run for every mutant (npm run mutate); the whole-server tests stay in npm test.
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_CONTENT } from '../../src/content/site-content';
import { assetsFromManifest } from '../../src/render/assets';
import { LruCache } from '../../src/server/lru';
import { onDemandPages, type PageAnswer } from '../../src/server/on-demand';
import { plainBody, type Representation } from '../../src/server/respond';
import { shippedModel } from '../helpers/load-fixture';
import { writeStubBuild } from '../helpers/stub-build';

const distDir = mkdtempSync(join(tmpdir(), 'on-demand-'));
writeStubBuild(distDir);
const model = shippedModel();
const assets = assetsFromManifest(distDir, model);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** A request from `visitor` (the test's clientOf reads it back). */
const from = (visitor: string) => ({ headers: { visitor } }) as unknown as IncomingMessage;
const heading = (answer: PageAnswer) => ('rep' in answer ? /<h1[^>]*>(.*?)<\/h1>/s.exec(plainBody(answer.rep).toString())?.[1] : undefined);

/** The shipped model with `pages` not enumerable: it does not cross to a render thread, which then fails to start. */
function modelTheThreadCannotStartWith(): typeof model {
  const { pages: list, ...rest } = model;
  return Object.defineProperty(rest, 'pages', { value: list, enumerable: false }) as typeof model;
}

function pages(limits: { burst: number; threads?: number; queue?: number }, site = model, built = assets) {
  let now = 0;
  const lines: string[] = [];
  const memory = new LruCache<Representation>(100, 64 * 1024 * 1024);
  const onDemand = onDemandPages({
    model: site,
    assets: built,
    content: NO_CONTENT,
    memory,
    started: new Date('2026-11-27T10:00:00.750Z'),
    limits: { rendersPerVisitor: { perSecond: 1, burst: limits.burst }, renderThreads: limits.threads ?? 1, renderQueue: limits.queue ?? 0 },
    clientOf: (req) => String(req.headers.visitor),
    clock: () => now,
    log: (line) => lines.push(line),
  });
  return { onDemand, memory, lines, tick: (ms: number) => (now += ms) };
}

describe('onDemandPages', () => {
  it('makes a page on a render thread, keeps it, and serves it again from the cache to anyone without counting', async () => {
    const { onDemand, memory, lines } = pages({ burst: 1 });
    try {
      const first = onDemand.page(from('a'), '/tender-finance/newtown-1');
      expect(first).toBeInstanceOf(Promise);
      const made = await first;
      expect(made.status).toBe(200);
      expect(heading(made)).toBe('Tender Finance In Newtown 1');
      const rep = (made as { rep: Representation }).rep;
      expect(rep.type).toBe('text/html; charset=utf-8');
      expect(rep.compressible).toBe(true);
      expect(rep.lastModified.toISOString()).toBe('2026-11-27T10:00:00.000Z');
      expect(plainBody(rep).toString()).toMatch(/^<!doctype html>/i);
      expect(memory.count).toBe(1);
      // From the cache, at once (no promise), for a visitor who has used up every render.
      const again = onDemand.page(from('a'), '/tender-finance/newtown-1');
      expect(again).toEqual({ status: 200, rep });
      expect((again as { rep: Representation }).rep).toBe(rep);
      // The control (no variant) and a variant are two pages: the variant is not the cached control.
      expect(onDemand.page(from('a'), '/tender-finance/newtown-1', 'b')).toEqual({
        status: 429,
        refusal: 'Too Many Requests: this page is made for each visit, and you asked for many at once; try again in a second.',
        retryAfter: '1',
      });
      expect(lines).toEqual([]);
    } finally {
      await onDemand.close();
    }
  }, 60_000);

  it('refuses a visitor past rendersPerVisitor with 429 and Retry-After 1, not another visitor, and again after the refill', async () => {
    const { onDemand, tick } = pages({ burst: 2, queue: 5 });
    try {
      const one = onDemand.page(from('a'), '/tender-finance/newtown-1');
      const two = onDemand.page(from('a'), '/tender-finance/newtown-2');
      const three = onDemand.page(from('a'), '/tender-finance/newtown-3');
      expect(three).toEqual({
        status: 429,
        refusal: 'Too Many Requests: this page is made for each visit, and you asked for many at once; try again in a second.',
        retryAfter: '1',
      });
      const other = onDemand.page(from('b'), '/tender-finance/newtown-3');
      expect(other).toBeInstanceOf(Promise);
      expect([heading(await one), heading(await two), heading(await other)]).toEqual([
        'Tender Finance In Newtown 1',
        'Tender Finance In Newtown 2',
        'Tender Finance In Newtown 3',
      ]);
      tick(999);
      expect(onDemand.page(from('a'), '/tender-finance/newtown-4')).toMatchObject({ status: 429 });
      tick(1);
      const four = await onDemand.page(from('a'), '/tender-finance/newtown-4');
      expect(heading(four)).toBe('Tender Finance In Newtown 4');
    } finally {
      await onDemand.close();
    }
  }, 60_000);

  it('keeps each variant of a page apart: variant c is not variant b from the cache', async () => {
    const { onDemand, memory } = pages({ burst: 1 });
    try {
      expect((await onDemand.page(from('a'), '/tender-finance/newtown-10', 'b')).status).toBe(200);
      expect(memory.count).toBe(1);
      expect(onDemand.page(from('a'), '/tender-finance/newtown-10', 'c')).toMatchObject({ status: 429, retryAfter: '1' });
    } finally {
      await onDemand.close();
    }
  }, 60_000);

  it('asked again while it is being made, waits for that render: one promise, one token', async () => {
    const { onDemand } = pages({ burst: 1 });
    try {
      const first = onDemand.page(from('a'), '/tender-finance/newtown-5');
      const second = onDemand.page(from('a'), '/tender-finance/newtown-5');
      expect(second).toBe(first);
      expect(heading(await second)).toBe('Tender Finance In Newtown 5');
    } finally {
      await onDemand.close();
    }
  }, 60_000);

  it('with every thread busy and the queue full answers 503 with Retry-After 2, and logs that once a minute', async () => {
    const { onDemand, lines, tick } = pages({ burst: 10, threads: 1, queue: 1 });
    try {
      const one = onDemand.page(from('a'), '/tender-finance/newtown-1');
      const two = onDemand.page(from('a'), '/tender-finance/newtown-2');
      const busy = {
        status: 503,
        refusal: 'Service Unavailable: many pages are being made right now; try again in a moment.',
        retryAfter: '2',
      };
      expect(onDemand.page(from('b'), '/tender-finance/newtown-3')).toEqual(busy);
      expect(onDemand.page(from('c'), '/tender-finance/newtown-4')).toEqual(busy);
      expect(lines).toEqual([
        'Pages refused (503): 1 render thread(s) busy and 1 renders waiting (cities not prerendered asked for faster than they are made).',
      ]);
      tick(60_000);
      expect(onDemand.page(from('d'), '/tender-finance/newtown-6')).toEqual(busy);
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^Pages refused \(503\): 1 render thread\(s\) busy and 1 renders waiting/);
      expect([heading(await one), heading(await two)]).toEqual(['Tender Finance In Newtown 1', 'Tender Finance In Newtown 2']);
    } finally {
      await onDemand.close();
    }
  }, 60_000);

  it('answers a page the renderer does not know with its status, and does not keep it: asked again, it is made again', async () => {
    const { onDemand, memory } = pages({ burst: 5 });
    try {
      const first = onDemand.page(from('a'), '/no-such-page');
      const made = await first;
      expect(made.status).toBe(404);
      expect(heading(made)).toBe('We could not find that page');
      expect(memory.count).toBe(0);
      const second = onDemand.page(from('a'), '/no-such-page');
      expect(second).toBeInstanceOf(Promise);
      expect(second).not.toBe(first);
      expect((await second).status).toBe(404);
    } finally {
      await onDemand.close();
    }
  }, 60_000);

  it('answers 503 with Retry-After 5 and logs the path when the render fails (the thread stopped)', async () => {
    const { onDemand, lines } = pages({ burst: 5 });
    const answer = onDemand.page(from('a'), '/tender-finance/newtown-7');
    await onDemand.close();
    expect(await answer).toEqual({
      status: 503,
      refusal: 'Service Unavailable: the page could not be made just now; try again in a moment.',
      retryAfter: '5',
    });
    // The exit code is 0 or 1 depending on whether the thread had started when it was stopped.
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Rendering \/tender-finance\/newtown-7 on demand failed: The render thread stopped \(exit code [01]\)\.$/);
  }, 60_000);

  it('after setContent makes pages again with the content that arrived, not the ones kept before', async () => {
    const { onDemand, memory } = pages({ burst: 5 });
    try {
      const before = await onDemand.page(from('a'), '/tender-finance/newtown-8');
      expect(plainBody((before as { rep: Representation }).rep).toString()).not.toContain('Zed Quill');
      onDemand.setContent({
        testimonials: [
          { name: 'Zed Quill', feedback: 'Paid on time.', company: 'Quill Works', image: { src: '/content-api/images/zed.png', width: 96, height: 96 } },
        ],
      });
      const after = onDemand.page(from('a'), '/tender-finance/newtown-8');
      expect(after).toBeInstanceOf(Promise);
      expect(plainBody(((await after) as { rep: Representation }).rep).toString()).toContain('Zed Quill');
      expect(memory.count).toBe(2);
    } finally {
      await onDemand.close();
    }
  }, 60_000);

  it('serves pages made on the main thread (a render thread that could not start gives strings, not bytes) the same way', async () => {
    const { onDemand, lines } = pages({ burst: 5 }, modelTheThreadCannotStartWith());
    try {
      const made = await onDemand.page(from('a'), '/tender-finance/newtown-9');
      expect(made.status).toBe(200);
      expect(heading(made)).toBe('Tender Finance In Newtown 9');
      expect(lines).toEqual(['The render thread did not start (edition.pages is not iterable); pages are rendered on demand on the main thread.']);
    } finally {
      await onDemand.close();
    }
  }, 60_000);

  it("tells which of the site's inline styles a page made on demand does not hold, on the thread and on the main thread", async () => {
    // The base part is on every page; a part for a block type no page has is on none.
    const styled = {
      ...assets,
      inlineStyles: [
        { part: 'base', css: 'body{color:red}' },
        { part: 'no-such-block', css: 'a{color:blue}' },
      ],
    };
    // printf 'a{color:blue}' | openssl dgst -sha256 -binary | base64
    const notHeld = ["'sha256-pH+7ADTsLNyJGZR831L0cyFo51lbyK7ynbNAtbXngYw='"];
    for (const site of [model, modelTheThreadCannotStartWith()]) {
      const { onDemand } = pages({ burst: 5 }, site, styled);
      try {
        const made = await onDemand.page(from('a'), '/tender-finance/newtown-3');
        expect(plainBody((made as { rep: Representation }).rep).toString()).toContain('<style>body{color:red}</style>');
        expect((made as { rep: Representation }).rep.stylesNotHeld).toEqual(notHeld);
      } finally {
        await onDemand.close();
      }
    }
  }, 60_000);
});

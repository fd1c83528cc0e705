import { describe, expect, it } from 'vitest';
import { renderPool, type Rendered, type RenderJob, type RenderThread } from '../../src/server/render-pool';

/** Stand-in threads whose renders finish when the test says. */
function threads() {
  const started: { renders: { job: RenderJob; finish(html: string): void; fail(error: Error): void }[]; closed: boolean; content?: unknown }[] = [];
  const start = (): RenderThread => {
    const thread = { renders: [] as (typeof started)[number]['renders'], closed: false, content: undefined as unknown };
    started.push(thread);
    return {
      render: (job) => new Promise<Rendered>((resolve, reject) => thread.renders.push({ job, finish: (html) => resolve({ status: 200, html }), fail: reject })),
      setContent: (content) => void (thread.content = content),
      close: async () => void (thread.closed = true),
    };
  };
  return { started, start };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('renderPool', () => {
  it('warm starts every thread before any page is asked for, and the first page uses one of them', async () => {
    const fake = threads();
    const pool = renderPool({ threads: 2, queue: 0, start: fake.start });
    void pool.warm();
    expect(fake.started).toHaveLength(2);
    void pool.warm();
    expect(fake.started).toHaveLength(2);
    const a = pool.render({ path: '/a' });
    expect(fake.started).toHaveLength(2);
    fake.started.find((thread) => thread.renders.length === 1)!.renders[0]!.finish('A');
    expect(await a).toEqual({ status: 200, html: 'A' });
  });

  it('starts no thread until a page must be made, then runs at most `threads` renders with `queue` waiting, and refuses past both', async () => {
    const fake = threads();
    const pool = renderPool({ threads: 1, queue: 2, start: fake.start });
    expect(fake.started).toHaveLength(0);
    const a = pool.render({ path: '/a' });
    const b = pool.render({ path: '/b' });
    const c = pool.render({ path: '/c' });
    expect(pool.render({ path: '/d' })).toBe('busy');
    expect(fake.started).toHaveLength(1);
    expect(fake.started[0]!.renders.map((r) => r.job.path)).toEqual(['/a']);
    fake.started[0]!.renders[0]!.finish('A');
    expect(await a).toEqual({ status: 200, html: 'A' });
    await tick();
    // The queue moves up: b runs, c waits, and there is one place free again.
    expect(fake.started[0]!.renders.map((r) => r.job.path)).toEqual(['/a', '/b']);
    const e = pool.render({ path: '/e' });
    expect(pool.render({ path: '/f' })).toBe('busy');
    fake.started[0]!.renders[1]!.finish('B');
    await tick();
    fake.started[0]!.renders[2]!.finish('C');
    await tick();
    fake.started[0]!.renders[3]!.finish('E');
    expect(await Promise.all([b, c, e])).toEqual([
      { status: 200, html: 'B' },
      { status: 200, html: 'C' },
      { status: 200, html: 'E' },
    ]);
  });

  it('replaces a thread whose render failed, and gives new threads the content that arrived', async () => {
    const fake = threads();
    const pool = renderPool({ threads: 1, queue: 4, start: fake.start });
    pool.setContent({ testimonials: [] });
    const a = pool.render({ path: '/a' });
    const b = pool.render({ path: '/b' });
    fake.started[0]!.renders[0]!.fail(new Error('out of memory'));
    await expect(a).rejects.toThrow('out of memory');
    await tick();
    expect(fake.started[0]!.closed).toBe(true);
    expect(fake.started).toHaveLength(2);
    expect(fake.started[1]!.content).toEqual({ testimonials: [] });
    fake.started[1]!.renders[0]!.finish('B');
    expect(await b).toEqual({ status: 200, html: 'B' });
  });

  it('with no queue, runs a render on a free thread, an idle one too, and refuses only while it is busy; closes its threads', async () => {
    const fake = threads();
    const pool = renderPool({ threads: 1, queue: 0, start: fake.start });
    const a = pool.render({ path: '/a' });
    expect(a).not.toBe('busy');
    expect(pool.render({ path: '/b' })).toBe('busy');
    fake.started[0]!.renders[0]!.finish('A');
    expect(await a).toEqual({ status: 200, html: 'A' });
    // The thread is idle now: the next render runs on it.
    const c = pool.render({ path: '/c' });
    expect(c).not.toBe('busy');
    fake.started[0]!.renders[1]!.finish('C');
    expect(await c).toEqual({ status: 200, html: 'C' });
    expect(fake.started).toHaveLength(1);
    await pool.close();
    expect(fake.started[0]!.closed).toBe(true);
  });
});

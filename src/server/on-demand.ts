import type { IncomingMessage } from 'node:http';
import type { SiteModel } from '../config/model';
import type { SiteContent } from '../content/site-content';
import type { Assets } from '../render/document';
import type { ServerLimits } from '../core/limits';
import { RENDER_REFUSALS } from '../core/refusals';
import { logEvery } from './log-every';
import type { LruCache } from './lru';
import { createRateLimit } from '../core/rate-limit';
import { renderPool } from './render-pool';
import { renderThread } from './render-thread';
import { representation, representationSize, type Representation } from './respond';
import type { Rendered } from './render-pool';
import { stylesNotIn } from '../core/page-policy';
import { inlineStyleSources } from '../output/security-headers';

/** A page, or why it is not made now (429 one visitor asking too fast, 503 every render thread busy). */
export type PageAnswer =
  | { status: number; rep: Representation; /** For a page read from a file: is the file still as it was (./prepared.ts)? */ unchanged?: () => boolean }
  | { status: 429 | 503; refusal: string; retryAfter: string };

export interface OnDemandOptions {
  model: SiteModel;
  assets: Assets;
  content: SiteContent;
  /** The server's page cache: a page made once is served from it to everyone, with no limit. */
  memory: LruCache<Representation>;
  /** Last-Modified of pages made here. */
  started: Date;
  limits: Pick<ServerLimits, 'rendersPerVisitor' | 'renderThreads' | 'renderQueue'>;
  clientOf(req: IncomingMessage): string;
  clock?: () => number;
  log?: (message: string) => void;
}

/**
 * Pages no build wrote (aliases of canonical pages, cities not in the list), made when first asked
 * for and then kept in the cache. Making one is the only request a visitor can send that costs the
 * server real work, so it is bounded three ways: each visitor may ask for `rendersPerVisitor` pages
 * of slugs not in the lists (429 past it); renders run on `renderThreads` threads off the event
 * loop, with `renderQueue` waiting (503 past it); and the same page asked for again while it is
 * being made waits for that render instead of starting one.
 */
export function onDemandPages({ model, assets, content, memory, started, limits, clientOf, clock, log = console.error }: OnDemandOptions) {
  const pool = renderPool({ threads: limits.renderThreads, queue: limits.renderQueue, start: () => renderThread(model, assets, content, log) });
  const perVisitor = createRateLimit(limits.rendersPerVisitor, clock);
  const warn = logEvery(log, 60_000, clock);
  const making = new Map<string, Promise<PageAnswer>>();
  const styles = inlineStyleSources(assets);
  // Pages made before the content arrived are keyed by an older generation and age out.
  let generation = 0;

  return {
    /**
     * `listed`: every slug of the path is in the site's lists (an alias of a canonical page, issue
     * 54). Those pages are finite and each is made once for everyone, so a crawler walking them is
     * not refused; only made-up slugs, unbounded, count against the visitor.
     */
    page(req: IncomingMessage, path: string, variant?: string, listed = false): PageAnswer | Promise<PageAnswer> {
      const key = `render:${generation}:${path}:${variant ?? ''}`;
      const cached = memory.get(key);
      if (cached) return { status: 200, rep: cached };
      const underway = making.get(key);
      if (underway) return underway;
      if (!listed && !perVisitor(clientOf(req))) {
        return RENDER_REFUSALS.tooMany;
      }
      const job = pool.render({ path, variant });
      if (job === 'busy') {
        warn(
          'busy',
          `Pages refused (503): ${limits.renderThreads} render thread(s) busy and ${limits.renderQueue} renders waiting (cities not prerendered asked for faster than they are made).`,
        );
        return RENDER_REFUSALS.busy;
      }
      const answer = job
        .then(
          ({ status, html, encoded, stylesNotHeld }): PageAnswer => {
            const rep = made(html, encoded, started);
            // From the thread, or the page rendered here; with neither, the site's whole policy (never one naming no style).
            rep.stylesNotHeld = stylesNotHeld ?? (html === undefined ? undefined : stylesNotIn(html, styles));
            // A page that failed to render is answered but not kept: the next request tries again.
            if (status === 200) memory.set(key, rep, representationSize(rep));
            return { status, rep };
          },
          (error: Error): PageAnswer => {
            log(`Rendering ${path} on demand failed: ${error.message}`);
            return RENDER_REFUSALS.failed;
          },
        )
        .finally(() => making.delete(key));
      making.set(key, answer);
      return answer;
    },
    setContent(arrived: SiteContent): void {
      pool.setContent(arrived);
      generation += 1;
    },
    /** Start the render threads now rather than on the first page made; settles once they can render. */
    warm: () => pool.warm(),
    close: () => pool.close(),
  };
}

/**
 * A page made on demand, kept as the render thread's two compressed copies (nothing compressed on
 * the main thread; no uncompressed third copy held), or as the page when it was rendered here.
 */
function made(html: Rendered['html'], encoded: Rendered['encoded'], started: Date): Representation {
  const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!encoded) return representation(Buffer.from(html ?? ''), 'text/html; charset=utf-8', true, started);
  // The ETag of the page itself (as before), from its brotli copy: the same bytes give the same tag.
  const rep = representation(asBuffer(encoded.br), 'text/html; charset=utf-8', true, started);
  rep.body = undefined;
  rep.encoded = { br: asBuffer(encoded.br), gzip: asBuffer(encoded.gzip) };
  rep.bestBrotli = true;
  return rep;
}

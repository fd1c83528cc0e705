import type { SiteModel } from '../config/model';
import type { RouteTable } from '../core/route-table';
import type { SiteContent } from '../content/site-content';
import type { Assets } from '../render/document';
import type { InlineStyle } from '../core/page-policy';

/**
 * What the edge Worker knows of a site: written by the build (build-worker.ts) into the bundle as
 * plain data, so the Worker carries no YAML, zod or config loader. Every value here is computed by
 * the same functions the Node server calls (the route table of src/core/route-table.ts, security headers).
 */
export interface EdgeSite extends RouteTable {
  /** The Node server's headers for every answer, over http, over https, and over https with HSTS preload (HSTS_PRELOAD=1) (src/output/security-headers.ts). */
  security: { http: Record<string, string>; https: Record<string, string>; httpsPreload: Record<string, string> };
  /** The inline styles the site's policy allows, each with its source: a page's policy leaves out those it does not hold (src/core/page-policy.ts). */
  styles: readonly InlineStyle[];
  /** Headers only a document reads, taken off scripts, styles and images as the Node server does. */
  documentOnly: readonly string[];
  /** The Content-Security-Policy of an SVG file opened on its own. */
  svgPolicy: string;
  /** Names this build in the edge cache's keys, so a deploy never answers with a page of the last one. */
  buildId: string;
  /** When the build ran (ms): the Last-Modified of pages made here, as a Node server's start time is of its own. */
  builtAt: number;
}

/** What the renderer needs to make a page the build did not write (an unlisted city): as the Node server's render thread gets it. */
export interface EdgeRender {
  model: SiteModel;
  assets: Assets;
  content: SiteContent;
}

/** A page made now: the renderer's answer (src/render/render-page.tsx). */
export type RenderPage = (path: string, variant?: string) => { status: number; html: string };

/** The Workers assets binding (wrangler.jsonc: assets.binding), which serves dist/. */
export interface EdgeEnv {
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** The D1 database the beacons are stored in (wrangler.jsonc: d1_databases); without it they are checked and dropped. */
  EVENTS?: import('./d1-events').D1Database;
  /** Cloudflare's rate-limiting binding, keyed by the visitor (an IPv4 address or IPv6 /64): the Node intake's per-visitor limit, one call per event (wrangler.jsonc: ratelimits). */
  VISITOR_EVENTS?: RateLimitBinding;
  /** The same for pages made on demand of slugs not in the site's lists: the Node server's per-visitor render limit. */
  VISITOR_RENDERS?: RateLimitBinding;
  /** Deployment settings (vars), read as `start` reads its environment (src/core/deploy-env.ts). */
  HSTS_PRELOAD?: string;
  CONTENT_API_CORS_ORIGINS?: string;
  /** Read token of a private hosted dataset (`npx wrangler secret put SANITY_READ_TOKEN`). */
  SANITY_READ_TOKEN?: string;
  /* The conversion providers' secrets are secrets too, by the names site.config.yaml gives them (conversions.providers.*.secretVariable). */
}

/** Cloudflare's rate-limiting binding: one call counts one. */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/** GET /content-api/* (content.ts). */
export type ContentRoutes = (request: Request, path: string, env: EdgeEnv, headers: Record<string, string>) => Promise<Response>;

/** POST /__events (events.ts). */
export type EventIntake = (request: Request, env: EdgeEnv, headers: Record<string, string>) => Promise<Response>;

/** POST /__conversions (postbacks.ts). */
export type PostbackIntake = EventIntake;

import { createHash } from 'node:crypto';
import type { Site } from '../../schemas/site';
import type { Assets } from '../render/document';

interface PolicyOptions {
  https?: boolean;
  /** The parts of CSS pages inline (Assets.inlineStyles): each allowed by its hash, nothing else inline. */
  inlineStyles?: readonly string[];
  /** The boot script every page inlines (Assets.boot.code): allowed by its hash, nothing else inline. */
  inlineScript?: string;
  /**
   * The dev server's policy: Vite puts each CSS module into a <style> element of its own and
   * reloads over a WebSocket on loopback, so styles may be inline and ws://localhost is reachable.
   * Scripts stay as strict as in production.
   */
  dev?: boolean;
  /** A nonce that allows one inline script (the dev server's error overlay). */
  scriptNonce?: string;
}

/** What the policy reads from the site: the chat widget's host, and whether images come from the hosted project. */
type PolicySite = Pick<Site, 'chatWidget' | 'contentStore'>;

/** The CSP source that allows exactly this <style> or <script> content. */
const inlineHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy for the site, from its config: the page's own origin, the chat
 * widget's host, and the image CDN only when testimonials come from the hosted project. The browser
 * reads content only from the site's own /content-api endpoints, never from the content service.
 * No 'unsafe-inline': the one inline script (the boot script; JSON-LD is data and never runs) and
 * each part of the build's CSS (a <style> each) are allowed by their hashes, and there are no style attributes.
 */
export function contentSecurityPolicy(
  site: PolicySite,
  { https = false, inlineStyles = [], inlineScript, dev = false, scriptNonce }: PolicyOptions = {},
): string {
  const chat = site.chatWidget ? [new URL(site.chatWidget.src).origin] : [];
  const hosted = site.contentStore !== undefined && !site.contentStore.local.enabled;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(inlineScript ? [inlineHash(inlineScript)] : []), ...(scriptNonce ? [`'nonce-${scriptNonce}'`] : []), ...chat],
    'style-src': ["'self'", ...inlineStyles.map(inlineHash), ...(dev ? ["'unsafe-inline'"] : [])],
    // data: because Vite inlines images under 4 KB that stylesheets use as data: URLs.
    'img-src': ["'self'", 'data:', ...(hosted ? ['https://cdn.sanity.io'] : [])],
    // No media-src or font-src: 'self' is what default-src gives them already.
    'connect-src': ["'self'", ...(dev ? ['ws://localhost:*', 'ws://127.0.0.1:*', 'ws://[::1]:*'] : []), ...chat],
    'frame-src': chat.length ? chat : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** What a build inlines into every page, as the policy options that allow it. */
export const inlinedBy = (assets: Pick<Assets, 'inlineStyles' | 'boot'>): Pick<PolicyOptions, 'inlineStyles' | 'inlineScript'> => ({
  inlineStyles: assets.inlineStyles?.map(({ css }) => css),
  inlineScript: assets.boot?.code,
});

/** Each part of CSS pages inline with its source in the policy, for a server to leave out those a page does not hold (src/core/page-policy.ts). */
export const inlineStyleSources = (assets: Pick<Assets, 'inlineStyles'>): Array<{ css: string; source: string }> =>
  (assets.inlineStyles ?? []).map(({ css }) => ({ css, source: inlineHash(css) }));

/**
 * Features no page uses, switched off for the page and anything it embeds. Only features Chromium
 * knows: it logs an unknown one ("bluetooth" was) as an error on every page (tests/e2e/console-clean.test.ts).
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), magnetometer=(), gyroscope=(), accelerometer=()';

/**
 * What only a document reads: the policy it runs under, the features it may use, the referrer its
 * requests send. A script, stylesheet, image or audio file is no document (no worker here), so the
 * server sends it only nosniff and HSTS; a page, an SVG or an XML file (each opens as a document,
 * and the last two can carry script) gets them all. About 700 bytes less on each asset answer.
 */
export const DOCUMENT_ONLY_HEADERS = ['content-security-policy', 'permissions-policy', 'referrer-policy'] as const;

/**
 * The policy of an SVG file opened on its own (as a document): nothing runs, nothing is fetched
 * but its own and inline images, styles may be inline (SVG editors write style attributes), no
 * framing. Shorter than the page's policy and stricter; with no script Permissions-Policy and
 * Referrer-Policy have nothing to govern, so an SVG gets this and nosniff only.
 */
export const SVG_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Two years on this host and its subdomains. */
export const HSTS = 'max-age=63072000; includeSubDomains';
/**
 * The value the HSTS preload list asks for. Only when configured: preloading is hard to undo and
 * binds every subdomain to HTTPS, so it is the site owner's decision, not a default.
 */
export const HSTS_PRELOAD = `${HSTS}; preload`;

/**
 * Headers every response carries; HSTS only when the visitor reached the site over HTTPS. Each
 * one protects something no other does: no X-Frame-Options (CSP's frame-ancestors 'none' says the
 * same to every browser that runs this site's code, and wins where both are sent) and no
 * X-XSS-Protection (the filter it switched is gone from every browser; CSP does its job)
 * (docs/decisions/34-first-view-and-serving.md). No Cross-Origin-Opener-Policy: a page that sends
 * it gets a browsing-context group and process of its own (on Android Chrome isolates the whole
 * site), which doubled a first view's main-thread work in Lighthouse and added 100-190 ms to its
 * TBT, to guard windows and sessions these pages do not have
 * (docs/decisions/38-first-view-without-react.md).
 */
export function securityHeaders(
  site: PolicySite,
  { https = false, hstsPreload = false, ...inline }: PolicyOptions & { hstsPreload?: boolean } = {},
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(site, { https, ...inline }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(https ? { 'strict-transport-security': hstsPreload ? HSTS_PRELOAD : HSTS } : {}),
  };
}

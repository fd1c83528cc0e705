import { createHash } from 'node:crypto';
import type { Site } from '../../schemas/site';

interface PolicyOptions {
  https?: boolean;
  /** The CSS every page inlines (Assets.inlineStyle): allowed by its hash, nothing else inline. */
  inlineStyle?: string;
}

/** The CSP source that allows exactly this <style> content. */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/**
 * The Content-Security-Policy for the site, from its config: the page's own origin, the chat
 * widget's host, and the image CDN only when testimonials come from the hosted project. The browser
 * reads content only from the site's own /content-api endpoints, never from the content service.
 * No 'unsafe-inline': pages have no inline scripts (JSON-LD is data and never runs) and no style
 * attributes; the one <style> of the build is allowed by its hash.
 */
export function contentSecurityPolicy(site: Site, { https = false, inlineStyle }: PolicyOptions = {}): string {
  const chat = site.chatWidget ? [new URL(site.chatWidget.src).origin] : [];
  const store = site.contentStore;
  const hosted = !store.local.enabled;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...chat],
    'style-src': ["'self'", ...(inlineStyle ? [styleHash(inlineStyle)] : [])],
    // data: because Vite inlines images under 4 KB that stylesheets use as data: URLs.
    'img-src': ["'self'", 'data:', ...(hosted ? ['https://cdn.sanity.io'] : [])],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...chat],
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

/** Features no page uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), magnetometer=(), gyroscope=(), accelerometer=()';

/** Two years on this host and its subdomains. */
export const HSTS = 'max-age=63072000; includeSubDomains';
/**
 * The value the HSTS preload list asks for. Only when configured: preloading is hard to undo and
 * binds every subdomain to HTTPS, so it is the site owner's decision, not a default.
 */
export const HSTS_PRELOAD = `${HSTS}; preload`;

/** Headers every response carries; HSTS only when the visitor reached the site over HTTPS. */
export function securityHeaders(site: Site, { https = false, hstsPreload = false, inlineStyle }: PolicyOptions & { hstsPreload?: boolean } = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(site, { https, inlineStyle }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': hstsPreload ? HSTS_PRELOAD : HSTS } : {}),
  };
}

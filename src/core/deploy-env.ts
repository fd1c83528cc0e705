/**
 * Deployment settings read from the environment the same way by `start` (cli/deploy-settings.ts)
 * and the Worker (its vars: wrangler.jsonc or the dashboard), so one setting means one thing on both.
 */
export interface DeployEnv {
  CONTENT_API_CORS_ORIGINS?: string;
  HSTS_PRELOAD?: string;
}

/** Origins allowed to read /content-api from another site: CONTENT_API_CORS_ORIGINS, comma-separated. */
export const corsOriginsFrom = (env: DeployEnv): string[] =>
  (env.CONTENT_API_CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

/** HSTS_PRELOAD=1 adds `preload` to Strict-Transport-Security (only for a domain on the preload list). */
export const hstsPreloadFrom = (env: DeployEnv): boolean => env.HSTS_PRELOAD === '1';

/** The CORS headers of a /content-api answer: Vary: Origin whenever origins are allowed, the origin echoed when it is one of them. */
export function corsHeaders(origin: string | null | undefined, allowed: readonly string[]): Record<string, string> {
  if (allowed.length === 0) return {};
  return { vary: 'Origin', ...(origin && allowed.includes(origin) ? { 'access-control-allow-origin': origin } : {}) };
}

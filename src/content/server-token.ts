/**
 * The content read token, from the SANITY_READ_TOKEN environment variable only. It is never in
 * site.config.yaml (the schema rejects it) and never reaches the browser: call this from build
 * or server code, not from anything bundled for pages.
 */
export function readTokenFromEnv(env: Record<string, string | undefined> = process.env): string | undefined {
  const token = env.SANITY_READ_TOKEN?.trim();
  return token ? token : undefined;
}

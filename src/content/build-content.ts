import type { ContentStoreConfig } from '../../schemas/content-store';
import { createContentClient } from './client';
import type { QueryClient } from './fetch';
import { TESTIMONIALS_QUERY } from './queries';
import { readTokenFromEnv } from './server-token';
import { loadSiteContent } from './load-site-content';
import type { SiteContent } from './site-content';

/** How long the build waits for one answer: a build is not a visitor and can wait (the server's own reads keep contentStore.timeoutMs). */
const BUILD_READ_TIMEOUT_MS = 60_000;
/** Tries in all, and the wait before each retry (1 s, 2 s, 4 s): a store under heavy load answered past its deadline, not never (docs/decisions/42-tests-under-load.md). */
const BUILD_READ_TRIES = 4;
const backoff = (attempt: number) => 1000 * 2 ** attempt;

export interface BuildContentOptions {
  /** Where this process reaches the local store, when the site uses one. */
  localUrl?: string;
  tries?: number;
  /** Waits between tries, and the deadline of each (tests pass one that resolves at once). */
  wait?: (ms: number) => Promise<void>;
  /** The client to read with (tests pass a stand-in store). @default the content client, BUILD_READ_TIMEOUT_MS */
  client?: QueryClient;
  log?: { error(message: string): void };
}

/**
 * The content a build bakes into pages, read with the build's own generous deadline and retried
 * with backoff. When every try fails, `unavailable` says in one line which store did not answer
 * which query and why (prerenderSite then stops the build unless told to go on without it).
 */
export async function readBuildContent(
  config: ContentStoreConfig,
  { localUrl, tries = BUILD_READ_TRIES, wait, client, log = console }: BuildContentOptions = {},
): Promise<SiteContent> {
  const reader =
    client ??
    createContentClient(
      { ...config, timeoutMs: Math.max(config.timeoutMs, BUILD_READ_TIMEOUT_MS) },
      // Retried here, with the build's backoff, not by the client.
      localUrl ? { local: { url: localUrl }, maxRetries: 0 } : { token: readTokenFromEnv(), maxRetries: 0 },
    );
  // The build's own deadline, whatever the client does: a store that accepts the query and never
  // answers must not hold the build for ever.
  const seconds = BUILD_READ_TIMEOUT_MS / 1000;
  const bounded: QueryClient = {
    fetch: (...args) =>
      Promise.race([reader.fetch(...args), (wait ?? deadline)(BUILD_READ_TIMEOUT_MS).then(() => Promise.reject(new Error(`no answer within ${seconds} s`)))]),
  };
  let content: SiteContent | undefined;
  for (let attempt = 0; attempt < tries; attempt++) {
    if (attempt > 0) await (wait ?? sleep)(backoff(attempt - 1));
    content = await loadSiteContent(config, localUrl, { client: bounded, log: attempt + 1 < tries ? { error: () => {} } : log });
    if (content.unavailable === undefined) return content;
  }
  const store = localUrl ? `the local content store at ${localUrl}` : `the content service (project "${config.projectId}", dataset "${config.dataset}")`;
  return { ...content!, unavailable: `${store} did not answer the testimonials query (${TESTIMONIALS_QUERY}) in ${tries} tries: ${content!.unavailable}` };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A deadline that does not keep the process alive once the answer came. */
const deadline = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

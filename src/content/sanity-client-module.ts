import { createRequire } from 'node:module';
import type * as SanityClientModule from '@sanity/client';

/**
 * @sanity/client is an optional peer dependency of the engine: only a site with a contentStore
 * reads content, so only such a site installs it (the starter has none, and saves its size:
 * docs/decisions/39-package.md).
 * It is therefore loaded when a client is made, never when the engine starts.
 */
const SANITY_CLIENT = '@sanity/client';
const INSTALL_SANITY_CLIENT = 'npm i @sanity/client@7';

/** Loads a package by name, as require does (tests pass one that finds nothing). */
export type ModuleLoader = ((name: string) => unknown) & { resolve(name: string): string };

// From the engine's own files, as an import here would resolve: a site's node_modules once
// installed, the repo's own here.
const requireHere: ModuleLoader = createRequire(import.meta.url);

/** The words shown when a site has a contentStore and @sanity/client cannot be loaded. */
export function sanityClientMissingMessage(): string {
  return `The content store is read through ${SANITY_CLIENT}, which is not installed. Run ${INSTALL_SANITY_CLIENT} in the site's folder (next to site.config.yaml), or remove contentStore if no section shows testimonials or deals.`;
}

/** True when @sanity/client would load. */
export function hasSanityClient(load: ModuleLoader = requireHere): boolean {
  try {
    load.resolve(SANITY_CLIENT);
    return true;
  } catch {
    return false;
  }
}

/** @sanity/client itself; a missing package is an error in the words above, not a stack trace of require. */
export function loadSanityClient(load: ModuleLoader = requireHere): typeof SanityClientModule {
  if (!hasSanityClient(load)) throw new Error(`site.config.yaml, contentStore: ${sanityClientMissingMessage()}`);
  return load(SANITY_CLIENT) as typeof SanityClientModule;
}

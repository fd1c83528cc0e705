/** The package's manifest: the repo's, with every peer dependency out of `dependencies`. */
export function packageManifest<T extends { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> }>(
  repo: T,
): T & { dependencies: Record<string, string> };

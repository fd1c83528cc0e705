/** The part of the site model the report needs (the events folder sits below config/). */
interface Pages {
  pages: readonly { id: string; page: { paths: readonly string[] } }[];
}

/**
 * Each page's address for the report: its first path, the canonical one (/solar-finance, not the
 * file name solar), by page id, which is what the events store.
 */
export function pageUrls(model: Pages): Record<string, string> {
  return Object.fromEntries(model.pages.map((entry) => [entry.id, entry.page.paths[0]!]));
}

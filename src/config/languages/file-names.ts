// The names of a site's YAML files that are rules, not places on disk: what a page's id is, and where
// its translations and their records are. No Node here: the editor's page uses them too.

/** A page file: .yaml or .yml. */
export const PAGE_FILE = /\.ya?ml$/i;

/** The page id: the file name without its extension. */
export function pageId(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(PAGE_FILE, '');
}

/** Where the translations live: translations/<tag>/site.yaml and translations/<tag>/pages/<page>.yaml. */
export const TRANSLATIONS_DIR = 'translations';
/** The translation of site.config.yaml in a language. */
export const siteTranslationFile = (tag: string) => `${TRANSLATIONS_DIR}/${tag}/site.yaml`;
/** The translation of a page in a language, by the page's id (home) or file (pages/home.yaml). */
export const pageTranslationFile = (tag: string, page: string) => `${TRANSLATIONS_DIR}/${tag}/pages/${pageId(page)}.yaml`;
/** What each text of a language was translated from (decision 49). */
export const madeFromFile = (tag: string) => `${TRANSLATIONS_DIR}/${tag}/made-from.yaml`;

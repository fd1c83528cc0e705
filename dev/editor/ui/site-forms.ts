import type { PathKey } from '../edits';

/**
 * The site-wide forms (issue 57): each is one key of site.config.yaml drawn whole from its schema
 * (siteFieldsSchema.shape[key]) by the same Field components as a page, so a field added to the
 * schema appears in its form without UI code. Only the words a form is known by live here.
 */
export const SITE_FORMS = [
  { key: 'brand', title: 'Brand', label: 'Brand', hint: 'The name, logo, colours, site icon and share picture every page carries.' },
  { key: 'nav', title: 'Navigation', label: 'Entries', hint: 'The links in the header of every page, left to right.' },
  { key: 'footer', title: 'Footer', label: 'Footer', hint: 'The links and small print at the foot of every page.' },
  { key: 'links', title: 'Link templates', label: 'Templates', hint: 'The outside addresses buttons and links name: forms, WhatsApp, the blog.' },
  { key: 'notFound', title: 'Not-found page', label: 'Not-found page', hint: 'What a visitor sees at an address no page answers.' },
] as const;

export type SiteForm = (typeof SITE_FORMS)[number];

/** The editor's panel for a site form: a name no page file can have. */
export const sitePanel = (form: SiteForm) => `site:${form.key}`;

/** The site form a panel name stands for, if it is one. */
export const siteFormOf = (panel: string | undefined) => SITE_FORMS.find((form) => sitePanel(form) === panel);

/** The panel of values, cities and experiments, where the rest of site.config.yaml is edited. */
export const VALUES_PANEL = 'site';

/**
 * Where the editor shows `path` of `file`, so a refusal can take the marketer there: a key of
 * site.config.yaml with a form of its own opens that form, the rest of the file the values panel;
 * a page's path (its sections, its experiments) opens the page.
 */
export function panelFor(file: string, path: readonly PathKey[]): string {
  if (file !== 'site.config.yaml') return file;
  const form = SITE_FORMS.find(({ key }) => key === path[0]);
  return form ? sitePanel(form) : VALUES_PANEL;
}

import { TRACKING_KEYS } from '../schemas/link-keys';
import type { LinkTemplate } from '../schemas/link-templates';
import type { SiteModel } from '../src/config/model';
import { fillPattern } from '../src/routes/pattern';

/** The campaign the audit lands with: every tracking value set, so a missing one shows. */
export const AUDIT_TRACKING: Record<(typeof TRACKING_KEYS)[number], string> = {
  utm_source: 'audit-source',
  utm_medium: 'audit-medium',
  utm_campaign: 'audit campaign',
  utm_content: 'audit-content',
  utm_term: 'audit-term',
  affid: 'AUDIT-AFF',
};

/**
 * The page the audit lands on for each page of the site: its first path, with the site's own first
 * city and product; a site without a list gets a neutral slug (any city renders on demand).
 */
export function auditPaths(model: Pick<SiteModel, 'site' | 'pages'>): { id: string; path: string }[] {
  const [city = 'example-city'] = model.site.cities;
  const [product = 'example-product'] = model.site.products;
  return model.pages.map(({ id, page }) => ({ id, path: fillPattern(page.paths[0]!, { city, product }) }));
}

/** One outbound link followed on one page. */
export interface FollowedLink {
  page: string;
  opened: string;
}

export interface TemplateReport {
  template: string;
  tracked: boolean;
  pages: string[];
  /** Links of this template followed on the pages. */
  followed: number;
  /** Of those, how many opened with all six values of the landing. */
  carried: number;
  /** A tracked template whose link left without the values, or an untracked one that carried them. */
  ok: boolean;
}

const base = (url: URL) => `${url.protocol}//${url.host}${url.pathname}`;

/**
 * The template a URL was built from: the one with the same address and all its fixed params.
 * Two templates may share an address (WhatsApp links with and without a message): the one with
 * more matching fixed params wins.
 */
export function templateOf(links: Record<string, LinkTemplate>, opened: string): string | undefined {
  const url = new URL(opened);
  let best: { name: string; score: number } | undefined;
  for (const [name, template] of Object.entries(links)) {
    if (base(new URL(template.url)) !== base(url)) continue;
    const params = Object.entries(template.params ?? {});
    if (!params.every(([key, value]) => url.searchParams.get(key) === value)) continue;
    if (!best || params.length > best.score) best = { name, score: params.length };
  }
  return best?.name;
}

/** Whether a URL carries all six tracking values of the audit's landing. */
export function carriesLanding(opened: string): boolean {
  const params = new URL(opened).searchParams;
  return TRACKING_KEYS.every((key) => params.get(key) === AUDIT_TRACKING[key]);
}

/** Whether a URL carries any tracking value at all (an untracked template should carry none). */
const carriesAny = (opened: string) => TRACKING_KEYS.some((key) => new URL(opened).searchParams.has(key));

/** One row per template of the config, used or not, in the config's order. */
export function auditReport(links: Record<string, LinkTemplate>, followed: FollowedLink[]): { rows: TemplateReport[]; unknown: FollowedLink[] } {
  const rows = new Map<string, TemplateReport>(
    Object.entries(links).map(([template, { tracking }]) => [template, { template, tracked: tracking, pages: [], followed: 0, carried: 0, ok: true }]),
  );
  const unknown: FollowedLink[] = [];
  for (const link of followed) {
    const name = templateOf(links, link.opened);
    const row = name === undefined ? undefined : rows.get(name);
    if (!row) {
      unknown.push(link);
      continue;
    }
    if (!row.pages.includes(link.page)) row.pages.push(link.page);
    row.followed += 1;
    if (carriesLanding(link.opened)) row.carried += 1;
    if (row.tracked ? !carriesLanding(link.opened) : carriesAny(link.opened)) row.ok = false;
  }
  return { rows: [...rows.values()], unknown };
}

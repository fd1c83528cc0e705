import type { SiteModel } from '../src/config/model';
import { fillPattern } from '../src/routes/pattern';

/** One kind of page the site has, with the path the bench and the browser tests open for it. */
export interface PageType {
  /** Stable key: the page id, with legal-terms and legal-privacy folded into "legal". */
  key: string;
  /** Name in the bench table. */
  label: string;
  /** Page ids of this type (pages/<id>.yaml). */
  ids: string[];
  /** The canonical path of the first page of this type, placeholders filled with the first city and product. */
  path: string;
}

// Names the issue uses; a page id not listed here shows under its own id.
const LABELS: Record<string, string> = {
  home: 'phone home',
  'tender-bid': 'tender bid',
  briefing: 'briefing',
  'tender-finance': 'tender finance',
  invoice: 'invoice',
  invest: 'investor',
  bakkie: 'bakkie',
  legal: 'legal',
};

const typeKey = (id: string) => (id.startsWith('legal-') ? 'legal' : id);

/**
 * Page types discovered from the model, in the order of LABELS, then any new page ids. Read from
 * pages/*.yaml, so a page added tomorrow is measured and tested without editing this file.
 */
export function pageTypes(model: SiteModel): PageType[] {
  const byKey = new Map<string, PageType>();
  const [city = 'johannesburg'] = model.site.cities;
  const [product = 'construction'] = model.site.products;
  for (const entry of model.pages) {
    const key = typeKey(entry.id);
    const existing = byKey.get(key);
    if (existing) {
      existing.ids.push(entry.id);
      continue;
    }
    const path = fillPattern(entry.page.paths[0]!, { city, product });
    byKey.set(key, { key, label: LABELS[key] ?? entry.id, ids: [entry.id], path });
  }
  const order = Object.keys(LABELS);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return [...byKey.values()].sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}

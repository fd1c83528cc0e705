import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDeals } from '../content/deals';
import { SEED_DATES_FILE, seedWrittenOn } from '../content/seed-dates';
import { isPastDelivery } from '../lib/deal-age';
import type { SiteModel } from './model';
import { problemAt, type Problem } from './problem';

/** Where the local content store reads its documents, relative to the site folder. */
const CONTENT_DIR = 'content';
const quiet = { warn: () => {}, error: () => {} };

const WHAT_IT_DOES = { closed: 'shows it closed', hidden: 'leaves it out', open: 'still shows it open' } as const;

/** The deals blocks of the site's pages: which file, and what each does with a deal past its date. */
function dealsRules(model: SiteModel): string[] {
  return model.pages.flatMap((entry) =>
    entry.page.sections.flatMap((section) =>
      section.type === 'deals' ? [`${entry.file} ${WHAT_IT_DOES[section.pastDelivery.show]} (pastDelivery.show: ${section.pastDelivery.show})`] : [],
    ),
  );
}

/**
 * Warnings (LE741) for each published deal of the local content store whose delivery date is
 * before `today` (YYYY-MM-DD): seeded or copied deals age, and a card saying "Funding open" for a
 * delivery last year misleads investors. When content/seed-dates.json says which day the seed's
 * dates are written as of, the store moves them to today (src/content/seed-dates.ts): then a deal
 * is past when it was delivered before that day, whatever today is. Nothing when the site reads a
 * hosted store (validate cannot see it) or has no deals block. Deals with the same row problems the
 * browser warns about are read the same way (parseDeals), quietly: those warnings are the browser's.
 */
export function pastDeliveryWarnings(root: string, model: SiteModel, today: string): Problem[] {
  const rules = dealsRules(model);
  const dir = join(root, CONTENT_DIR);
  if (rules.length === 0 || !model.site.contentStore?.local.enabled || !existsSync(dir)) return [];
  const writtenOn = seedWrittenOn(dir);
  const passed =
    writtenOn === undefined
      ? 'which has passed'
      : `before ${writtenOn}, the day ${CONTENT_DIR}/${SEED_DATES_FILE} says the seed is written as of (the local store moves its dates so that day is today)`;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.ndjson'))
    .sort();
  return files.flatMap((name) =>
    readFileSync(join(dir, name), 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        let doc: unknown;
        try {
          doc = JSON.parse(line);
        } catch {
          return []; // a blank or broken line: the content store says so when it starts
        }
        const record = doc as { _type?: unknown; _id?: unknown; publish?: unknown };
        if (record?._type !== 'deals' || record.publish !== true) return [];
        return parseDeals(doc, quiet)
          .filter((deal) => isPastDelivery(deal, writtenOn ?? today))
          .map((deal) =>
            problemAt(
              `${CONTENT_DIR}/${name}`,
              index + 1,
              1,
              'dealPastDelivery',
              `Deal ${deal.projectCode} ("${deal.title}") in deals document "${String(record._id)}" has delivery date ${deal.deliveryDate}, ${passed}; ${rules.join('; ')}. Give it a new delivery date in the deals sheet, or set its publish cell to false.`,
            ),
          );
      }),
  );
}

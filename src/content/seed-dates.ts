import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { daysBetween, isRealDay } from '../lib/day-text';

/**
 * The file beside a site's seed documents (content/*.ndjson) that says which day their dates are
 * written as of: `{"writtenOn": "2025-03-20"}`. The local content store then moves every date in
 * them by the days from that day to the day it starts (src/lib/move-dates.ts), so seeded deals stay
 * open, closing soon and closed as written, whenever a clone starts, instead of all ageing past
 * their delivery dates. Without the file the dates are served as written (an export of a real
 * dataset, say).
 */
export const SEED_DATES_FILE = 'seed-dates.json';

/** The day content/seed-dates.json names, or undefined without the file. A file that says no real day stops the store. */
export function seedWrittenOn(contentDir: string): string | undefined {
  const file = join(contentDir, SEED_DATES_FILE);
  if (!existsSync(file)) return undefined;
  let writtenOn: unknown;
  try {
    writtenOn = (JSON.parse(readFileSync(file, 'utf8')) as { writtenOn?: unknown } | null)?.writtenOn;
  } catch (error) {
    throw new Error(`${file} is not valid JSON (${(error as Error).message}); write {"writtenOn": "YYYY-MM-DD"}, the day the seed's dates are written as of`, {
      cause: error,
    });
  }
  if (typeof writtenOn !== 'string' || !isRealDay(writtenOn)) {
    throw new Error(`${file}: writtenOn should be the day the seed's dates are written as of, like "2025-03-20", got ${JSON.stringify(writtenOn)}`);
  }
  return writtenOn;
}

/** How many days the seed's dates move to be as of `today` (YYYY-MM-DD): 0 without content/seed-dates.json. */
export function seedDaysToMove(contentDir: string, today: string): number {
  const writtenOn = seedWrittenOn(contentDir);
  return writtenOn === undefined ? 0 : daysBetween(writtenOn, today);
}

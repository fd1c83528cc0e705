import { join } from 'node:path';
import { seedWrittenOn } from '../../src/content/seed-dates';
import { ROOT } from './load-fixture';

/**
 * The day the shipped seed's dates are written as of (content/seed-dates.json): a local store
 * started with this `today` serves them as written, and a browser whose clock is set to it sees
 * each standing of deal (open, closing soon, closed), whatever day the tests run.
 */
export const SEED_DAY = seedWrittenOn(join(ROOT, 'content'))!;

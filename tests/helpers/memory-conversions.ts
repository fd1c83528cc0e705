import type { ConversionRow } from '../../schemas/conversions';
import type { ConversionStore } from '../../src/events/store';

/**
 * A conversion store in memory for the request core's tests: `clicks` are the presses it knows;
 * what it stores, and each refusal counted as `day provider reason` ('-' for no provider).
 */
export function memoryStore(clicks: readonly string[], stored: ConversionRow[] = []) {
  const counted: string[] = [];
  const store: ConversionStore = {
    async recordConversion(row) {
      if (!clicks.includes(row.clickId)) return 'unknown-click';
      if (stored.some((one) => one.clickId === row.clickId && one.stage === row.stage)) return 'already';
      stored.push(row);
      return 'stored';
    },
    async countRefusal({ day, provider, reason }) {
      counted.push(`${day} ${provider || '-'} ${reason}`);
    },
  };
  return { store, stored, counted };
}

/** A whole text that is a day, or a day and a time: "2025-03-28", "2025-01-14T09:12:00Z", "2025-03-28 09:00". */
const DATED = /^(\d{4})-(\d{2})-(\d{2})((?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?)$/;

/** `day` (YYYY-MM-DD) moved by `days` days; a day that does not exist is kept as it is. */
function moveDay(text: string, days: number): string {
  const match = DATED.exec(text);
  if (!match) return text;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== text.slice(0, 10)) return text;
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.toISOString().slice(0, 10)}${match[4]}`;
}

/**
 * `value` with every text in it that is a day or a date and time moved by `days` days (its time
 * kept), in objects and lists at any depth; everything else as it was. For seed content written as
 * of one day and shown as of another: every date keeps its distance from "today".
 */
export function moveDates<T>(value: T, days: number): T {
  if (days === 0) return value;
  if (typeof value === 'string') return moveDay(value, days) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => moveDates(item, days)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, moveDates(item, days)])) as T;
  }
  return value;
}

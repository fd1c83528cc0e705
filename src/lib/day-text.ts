const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A YYYY-MM-DD day as visitors read it: "15 Mar 2024". By hand, not toLocaleDateString, so the
 * server and the browser write the same text whatever their locale and time zone.
 * Text that is not a real YYYY-MM-DD day is returned as it is, for the data check to report.
 */
export function formatDay(day: string): string {
  const match = DAY.exec(day);
  if (!match || !isRealDay(day)) return day;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A YYYY-MM-DD day as `locale` writes it ("15 Mrt. 2024" in af), or formatDay's way without a
 * locale (the default language, decision 45). Read as a UTC day, so no time zone moves it.
 */
export function formatDayIn(locale: string | undefined, day: string): string {
  if (locale === undefined || !isRealDay(day)) return formatDay(day);
  let format = dayFormats.get(locale);
  if (!format) dayFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** True for a YYYY-MM-DD text naming a day that exists (no 2024-02-30). */
export function isRealDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** Whole days from one YYYY-MM-DD day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

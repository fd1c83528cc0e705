/**
 * Phone numbers from site.brand.phone ("+27 21 555 0100", digits, spaces and an optional +).
 * The link dials digits only; the visitor reads the number grouped as South Africans write it.
 */

/** `tel:` href: the leading + and the digits, nothing else. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * Display text. A South African number (+27 and nine digits, or 0 and nine digits) is grouped
 * 2-3-4 after the code: "+27 21 555 0100", "021 555 0100". Anything else keeps its own grouping,
 * with runs of spaces made single.
 */
export function formatPhone(phone: string): string {
  const compact = phone.replace(/\s+/g, '');
  const international = /^\+27(\d{2})(\d{3})(\d{4})$/.exec(compact);
  if (international) return `+27 ${international[1]} ${international[2]} ${international[3]}`;
  const national = /^0(\d{2})(\d{3})(\d{4})$/.exec(compact);
  if (national) return `0${national[1]} ${national[2]} ${national[3]}`;
  return phone.trim().replace(/\s+/g, ' ');
}

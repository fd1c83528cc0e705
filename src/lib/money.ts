/**
 * Rand amounts as the site shows them: "R125,000", "R1,250,000.50".
 * Written by hand rather than with Intl.NumberFormat: the server and the browser must produce the
 * same text (hydration compares them), and locale data differs between Node builds and browsers
 * (en-ZA even groups with spaces and a decimal comma in some of them).
 * Whole rands show no cents; any other amount shows exactly two decimals, rounded half up to the cent.
 */
export function formatZar(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`formatZar needs a finite number of rand, got ${amount}`);
  }
  const cents = Math.round(Math.abs(amount) * 100);
  const rands = Math.floor(cents / 100);
  const rest = cents % 100;
  const grouped = String(rands).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = amount < 0 && cents > 0 ? '-' : '';
  return `${sign}R${grouped}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

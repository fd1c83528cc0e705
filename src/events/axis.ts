/**
 * A chart axis for rates from 0 to `max` (a fraction), at round steps: 1, 2 or 5 times a power
 * of ten percent, at most five steps, so the labels read 0%, 20%, 40% ... rather than 22.6%, 45.3%.
 */
export function rateAxis(max: number): { top: number; ticks: { rate: number; label: string }[] } {
  // At least 1%, as a chart with no conversions yet still needs an axis.
  const percent = Math.min(100, Math.max(max * 100, 1));
  let step = 100;
  for (let power = -2; power <= 2; power++) {
    const found = [1, 2, 5].map((m) => m * 10 ** power).find((candidate) => Math.ceil(percent / candidate - 1e-9) <= 5);
    if (found !== undefined) {
      step = found;
      break;
    }
  }
  const steps = Math.ceil(percent / step - 1e-9);
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  const ticks = Array.from({ length: steps + 1 }, (_, i) => ({ rate: (i * step) / 100, label: `${Number((i * step).toFixed(decimals))}%` }));
  return { top: (steps * step) / 100, ticks };
}

import { escapeHtml } from '../lib/html-escape';
import { rateAxis } from './axis';
import type { ExperimentResult } from './experiment-result';
import { wilson } from './stats';

const COLOURS = ['#1d4ed8', '#d1495b', '#2a9d8f', '#e9c46a', '#6a4c93'];
const W = 720;
const H = 360;
const M = { left: 56, right: 16, top: 40, bottom: 48 };

/**
 * One self-contained SVG per experiment: the conversion rate of each variant from the first day to
 * each day (cumulative), with its 95% Wilson interval as a bar, so a marketer sees the rates settle
 * and the intervals narrow. No script, no external file: it opens in any browser.
 */
export function experimentChart(result: ExperimentResult): string {
  const ids = result.variants.map((v) => v.variant);
  const points = ids.map((id) =>
    result.days.map((day, i) => {
      const { views, conversions } = day.variants[id] ?? { views: 0, conversions: 0 };
      const c = Math.min(views, conversions);
      return { i, views, rate: views ? c / views : 0, ...wilson(c, views) };
    }),
  );
  const axis = rateAxis(
    Math.max(
      0,
      ...points
        .flat()
        .filter((p) => p.views > 0)
        .map((p) => p.high),
    ),
  );
  const top = axis.top;
  const x = (i: number) => M.left + (result.days.length <= 1 ? (W - M.left - M.right) / 2 : (i * (W - M.left - M.right)) / (result.days.length - 1));
  const y = (rate: number) => H - M.bottom - (rate / top) * (H - M.top - M.bottom);
  const parts: string[] = [];
  for (const { rate, label } of axis.ticks) {
    parts.push(`<line x1="${M.left}" x2="${W - M.right}" y1="${y(rate).toFixed(1)}" y2="${y(rate).toFixed(1)}" stroke="#ddd"/>`);
    parts.push(`<text x="${M.left - 6}" y="${(y(rate) + 4).toFixed(1)}" text-anchor="end">${label}</text>`);
  }
  result.days.forEach((day, i) => {
    if (result.days.length <= 8 || i % Math.ceil(result.days.length / 8) === 0)
      parts.push(`<text x="${x(i).toFixed(1)}" y="${H - M.bottom + 18}" text-anchor="middle">${day.day.slice(5)}</text>`);
  });
  points.forEach((series, s) => {
    const colour = COLOURS[s % COLOURS.length];
    const offset = (s - (ids.length - 1) / 2) * 4;
    const shown = series.filter((p) => p.views > 0);
    for (const p of shown) {
      parts.push(
        `<line x1="${(x(p.i) + offset).toFixed(1)}" x2="${(x(p.i) + offset).toFixed(1)}" y1="${y(p.low).toFixed(1)}" y2="${y(p.high).toFixed(1)}" stroke="${colour}" stroke-opacity="0.45" stroke-width="3"/>`,
      );
      parts.push(`<circle cx="${(x(p.i) + offset).toFixed(1)}" cy="${y(p.rate).toFixed(1)}" r="3" fill="${colour}"/>`);
    }
    if (shown.length > 1)
      parts.push(
        `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${shown.map((p) => `${(x(p.i) + offset).toFixed(1)},${y(p.rate).toFixed(1)}`).join(' ')}"/>`,
      );
    parts.push(
      `<rect x="${M.left + s * 150}" y="${H - 16}" width="10" height="10" fill="${colour}"/><text x="${M.left + s * 150 + 14}" y="${H - 7}">${escapeHtml(ids[s]!)}</text>`,
    );
  });
  const title = `${result.experiment}: conversion rate to date, with 95% intervals`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-label="${escapeHtml(title)}">`,
    `<title>${escapeHtml(title)}</title>`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${M.left}" y="22" font-size="15" font-weight="bold">${escapeHtml(title)}</text>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}

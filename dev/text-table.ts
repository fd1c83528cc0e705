/** A plain-text table: first column left-aligned, the rest right-aligned; each section sized on its own. */
export function formatTable(sections: Array<{ headers: string[]; rows: string[][] }>): string {
  return sections.map(formatSection).join('\n\n');
}

function formatSection({ headers, rows }: { headers: string[]; rows: string[][] }): string {
  const all = [headers, ...rows];
  const widths = headers.map((_, i) => Math.max(...all.map((row) => width(row[i] ?? ''))));
  const line = (row: string[]) =>
    widths
      .map((w, i) => {
        const cell = row[i] ?? '';
        const pad = ' '.repeat(w - width(cell));
        return i === 0 ? cell + pad : pad + cell;
      })
      .join('  ')
      .trimEnd();
  const rule = '-'.repeat(widths.reduce((sum, w) => sum + w + 2, -2));
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

// ✓ and ✗ are one column wide in a terminal.
const width = (text: string) => [...text].length;

export const mark = (ok: boolean) => (ok ? '✓' : '✗');

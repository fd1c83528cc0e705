import { useId } from 'react';
import type { ComparisonCell } from '../../schemas/blocks/comparison-table';
import type { ResolvedBlock } from '../resolve/types';
import { Mark } from '../ui/Mark';

// Text cells longer than this get a wider minimum column, so a sentence does not become a word per line.
const LONG_TEXT = 20;

export function ComparisonTable({ block }: { block: ResolvedBlock<'comparison-table'> }) {
  // Server-only block (never hydrated), so a useId fallback is safe when the block has no id.
  const fallback = useId().replace(/[^a-zA-Z0-9]/g, '');
  const captionId = block.id ? `${block.id}-caption` : `comparison-caption-${fallback}`;
  const classes = (column: string, value?: ComparisonCell) =>
    [column === block.highlight && 'is-highlight', typeof value === 'string' && value.length > LONG_TEXT && 'is-long'].filter(Boolean).join(' ') || undefined;

  const cell = (value: ComparisonCell) => (typeof value === 'boolean' ? <Mark yes={value} label={value ? block.yesText : block.noText} /> : value);

  return (
    <section className="comparison-table" id={block.id}>
      {block.heading && <h2>{block.heading}</h2>}
      {block.intro && <p className="comparison-intro">{block.intro}</p>}
      {/* Seen above the box; screen readers get the same words from the caption (hence aria-hidden). */}
      <p className="comparison-caption" aria-hidden="true">
        {block.caption}
      </p>
      {/* On a phone each row is a card (comparison-table.css); on a wider screen a table too wide scrolls
          inside this box, focusable so keyboards can scroll it too. */}
      <div className="comparison-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table>
          <caption id={captionId}>{block.caption}</caption>
          <thead>
            <tr>
              {/* An empty corner is a plain cell: a header cell with no text names nothing. */}
              {block.rowHeader ? <th scope="col">{block.rowHeader}</th> : <td className="comparison-corner" />}
              {block.columns.map((column) => (
                <th key={column} scope="col" className={classes(column)}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, r) => (
              <tr key={r} className={row.emphasis ? 'is-emphasis' : undefined}>
                <th scope="row">{row.label}</th>
                {row.cells.map((value, i) => (
                  <td key={i} className={classes(block.columns[i] ?? '', value)}>
                    {/* Shown on phones, where each row becomes a card and the header row is out of sight; screen readers have the header. */}
                    <span className="cell-label" aria-hidden="true">
                      {block.columns[i]}
                    </span>
                    {cell(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.notes.length > 0 && (
        <ul className="comparison-notes">
          {block.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

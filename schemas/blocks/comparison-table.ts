import { z } from 'zod';
import { rule, text } from '../fields';
import { cityTextSchema, sectionIdSchema } from '../common';

export const comparisonCellSchema = z
  .union([z.boolean(), text()])
  .describe('true shows a tick, false a cross, text is shown as written (like "R1,280" or "Partly").');

export const comparisonRowSchema = z.strictObject({
  label: text().min(1).describe('What the row compares, shown in the first column (a row header).'),
  cells: z.array(comparisonCellSchema).min(1).describe('One cell per column, in the order of columns.'),
  emphasis: z.boolean().default(false).describe('Stand the row out, for an outcome or total row.'),
});

export const comparisonTableSchema = z
  .strictObject({
    type: z.literal('comparison-table'),
    id: sectionIdSchema.optional(),
    heading: cityTextSchema.optional().describe('Section heading (h2).'),
    intro: text().optional().describe('A sentence or two above the table.'),
    caption: text().min(1).describe('What the table shows, read first by screen readers, like "Monthly cost for three users".'),
    rowHeader: text().default('').describe('Heading of the first column (the row labels); may be empty.'),
    columns: z.array(text().min(1)).min(1).describe('Headings of the compared columns, like [Team 3x, Provider A, Provider B].'),
    highlight: text().optional().describe('Name of the column to stand out (your own offer); must be one of columns.'),
    yesText: text().min(1).default('Yes').describe('What screen readers say for a tick.'),
    noText: text().min(1).default('No').describe('What screen readers say for a cross.'),
    rows: z.array(comparisonRowSchema).min(1).describe('The rows, top to bottom.'),
    notes: z.array(text()).default([]).describe('Bulleted notes shown under the table.'),
  })
  .superRefine((block, ctx) => {
    block.rows.forEach((row, index) => {
      if (row.cells.length !== block.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'cells'],
          params: rule('rowCells'),
          message: `Row "${row.label}" has ${row.cells.length} cell${row.cells.length === 1 ? '' : 's'} but the table has ${block.columns.length} columns (${block.columns.join(', ')}). Give it one cell per column.`,
        });
      }
    });
    if (block.highlight !== undefined && !block.columns.includes(block.highlight)) {
      ctx.addIssue({
        code: 'custom',
        path: ['highlight'],
        params: rule('highlightNotColumn'),
        message: `The highlighted column "${block.highlight}" is not one of the columns (${block.columns.join(', ')}). Write a column heading exactly as in columns.`,
      });
    }
  })
  .describe('A comparison table: columns compared row by row with ticks, crosses or text, and notes underneath.');

export type ComparisonTableBlock = z.infer<typeof comparisonTableSchema>;
export type ComparisonCell = z.infer<typeof comparisonCellSchema>;

import { z } from 'zod';
import { rule, text } from '../fields';
import { sectionIdSchema } from '../common';

const legalSectionSchema = z.strictObject({
  heading: text().min(1).describe('Heading of the section, without its number: the page numbers sections 1, 2, 3 in order.'),
  id: sectionIdSchema.optional().describe('Anchor of the section, so a link like /privacy#cookies lands on it. Defaults to section-<number>.'),
  paragraphs: z.array(text().min(1)).min(1).describe('Paragraphs of the section, one item each.'),
  bullets: z.array(text().min(1)).default([]).describe('An optional bulleted list shown after the paragraphs.'),
});

/** The anchor of a section: its own id, else section-<number> (numbers start at 1). */
export function legalSectionAnchor(section: { id?: string | undefined }, index: number): string {
  return section.id ?? `section-${index + 1}`;
}

export const legalDocumentSchema = z
  .strictObject({
    type: z.literal('legal-document'),
    id: sectionIdSchema.optional(),
    title: text().min(1).describe('Title of the document. It is the page headline (the one h1), so do not put a hero on the same page.'),
    effective: text().min(1).describe('Effective date line shown under the title, like "Effective 24 May 2024".'),
    intro: z.array(text().min(1)).default([]).describe('Paragraphs before the table of contents.'),
    contentsLabel: text().min(1).default('Contents').describe('Heading of the generated table of contents.'),
    sections: z.array(legalSectionSchema).min(1).describe('The numbered sections, in order. The table of contents is built from their headings.'),
  })
  .superRefine((block, ctx) => {
    // Two sections with one anchor would make a contents link land on the wrong section.
    const seen = new Map<string, number>();
    block.sections.forEach((section, index) => {
      const anchor = legalSectionAnchor(section, index);
      const first = seen.get(anchor);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', index, 'id'],
          params: rule('anchorTwice'),
          message: `Anchor "${anchor}" is already used by sections[${first}]; give this section another id`,
        });
      }
      seen.set(anchor, index);
    });
  })
  .describe('A legal document (terms, privacy policy): title, effective date, contents and numbered sections.');

export type LegalDocumentBlock = z.infer<typeof legalDocumentSchema>;

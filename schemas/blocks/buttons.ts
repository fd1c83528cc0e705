import { z } from 'zod';
import { text } from '../fields';
import { sectionIdSchema } from '../common';
import { linkRefSchema } from '../link-templates';

export const buttonsSchema = z
  .strictObject({
    type: z.literal('buttons'),
    id: sectionIdSchema.optional(),
    heading: text().optional().describe('Optional heading above the buttons.'),
    buttons: z.array(linkRefSchema).min(1).describe('Buttons, each opening a link template in a new tab.'),
  })
  .describe('A row of call-to-action buttons.');

export type ButtonsBlock = z.infer<typeof buttonsSchema>;

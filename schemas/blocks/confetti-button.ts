import { z } from 'zod';
import { sectionIdSchema } from '../common';
import { link, rule, text } from '../fields';
import { linkRefShape } from '../link-templates';

/** How the confetti looks and how long it stays; the react-confetti settings, named for a marketer. */
export const confettiSettingsSchema = z.strictObject({
  durationMs: z.number().int().positive().max(30000).describe('How long the confetti shows, in milliseconds, before it is removed.'),
  pieces: z.number().int().positive().max(1000).describe('How many confetti pieces fall at once.'),
  gravity: z.number().positive().max(1).describe('How fast the pieces fall (pixels per frame added each frame), like 0.1.'),
  friction: z.number().positive().max(1).describe('How much the pieces slow down each frame: 1 is no slowing, like 0.99.'),
  tweenDurationMs: z.number().int().min(0).max(30000).describe('Milliseconds over which the pieces are released, like 5000.'),
});

/** A button that may also show confetti (celebrate: true): in a confetti-button block, and in a hero. */
export const confettiLinkSchema = link(
  z.strictObject({
    ...linkRefShape,
    celebrate: z.boolean().default(false).describe('Show confetti when this button is pressed (the link still opens in a new tab).'),
  }),
);

export const confettiButtonSchema = z
  .strictObject({
    type: z.literal('confetti-button'),
    id: sectionIdSchema.optional(),
    heading: text().optional().describe('Optional heading above the buttons (h2).'),
    buttons: z
      .array(confettiLinkSchema)
      .min(1)
      .describe('Buttons, each opening a link template in a new tab. Mark the one that celebrates with celebrate: true.'),
    confetti: confettiSettingsSchema.describe('The confetti shown when a celebrate button is pressed.'),
  })
  .superRefine((block, ctx) => {
    // Without a celebrating button this is a plain buttons block under another name.
    if (!block.buttons.some((button) => button.celebrate && !button.hidden)) {
      ctx.addIssue({
        code: 'custom',
        path: ['buttons'],
        params: rule('nothingCelebrates'),
        message: 'No visible button has celebrate: true; mark one, or use a buttons block instead',
      });
    }
  })
  .describe('A row of call-to-action buttons where pressing one also shows confetti (skipped for visitors who ask for less motion).');

export type ConfettiButtonBlock = z.infer<typeof confettiButtonSchema>;
export type ConfettiSettings = z.infer<typeof confettiSettingsSchema>;

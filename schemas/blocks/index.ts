import { z } from 'zod';
import { aboutContactSchema } from './about-contact';
import { audioPlayerSchema } from './audio-player';
import { buttonsSchema } from './buttons';
import { carouselSchema } from './carousel';
import { confettiButtonSchema } from './confetti-button';
import { comparisonTableSchema } from './comparison-table';
import { copySchema } from './copy';
import { dealsSchema } from './deals';
import { heroSchema } from './hero';
import { referAndEarnSchema } from './refer-and-earn';
import { testimonialsSchema } from './testimonials';
import { legalDocumentSchema } from './legal-document';
import { planCardsSchema } from './plan-cards';

/**
 * Every block type a page may use, keyed by its YAML `type`.
 * Adding a block type: write schemas/blocks/<type>.ts, list it here, add its component to src/blocks/registry.ts.
 */
export const blockSchemas = [
  heroSchema,
  buttonsSchema,
  copySchema,
  carouselSchema,
  testimonialsSchema,
  audioPlayerSchema,
  aboutContactSchema,
  referAndEarnSchema,
  dealsSchema,
  confettiButtonSchema,
  legalDocumentSchema,
  planCardsSchema,
  comparisonTableSchema,
] as const;

export const blockSchema = z.discriminatedUnion('type', [...blockSchemas]);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

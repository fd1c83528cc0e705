import type { ReactNode } from 'react';
import type { BlockType } from '../../schemas/blocks';
import type { ResolvedBlock, ResolvedSection } from '../resolve/types';
import { AboutContact } from './AboutContact';
import { AudioPlayer } from './AudioPlayer';
import { Buttons } from './Buttons';
import { Carousel } from './Carousel';
import { ConfettiButton } from './ConfettiButton';
import { ComparisonTable } from './ComparisonTable';
import { Copy } from './Copy';
import { Deals } from './Deals';
import { Hero } from './Hero';
import { ReferAndEarn } from './ReferAndEarn';
import { Testimonials } from './Testimonials';
import { LegalDocument } from './LegalDocument';
import { PlanCards } from './PlanCards';

type BlockComponent<T extends BlockType> = (props: { block: ResolvedBlock<T> }) => ReactNode;

/**
 * Block type -> component. A component gets its section resolved (src/resolve): text filled, links
 * built, values as numbers; it never reads the site model or the route. TypeScript refuses to compile while a schema in schemas/blocks/index.ts
 * has no component here, so a block type cannot be half added.
 */
const blockComponents: { [T in BlockType]: BlockComponent<T> } = {
  hero: Hero,
  buttons: Buttons,
  copy: Copy,
  carousel: Carousel,
  deals: Deals,
  testimonials: Testimonials,
  'audio-player': AudioPlayer,
  'about-contact': AboutContact,
  'refer-and-earn': ReferAndEarn,
  'confetti-button': ConfettiButton,
  'legal-document': LegalDocument,
  'plan-cards': PlanCards,
  'comparison-table': ComparisonTable,
};

/**
 * The style parts a block type needs (src/styles/blocks/<part>.css; a page inlines only its blocks'
 * parts): its own file, and the files of the shared pieces it is drawn with.
 */
const sharedStyles: Partial<Record<BlockType, readonly string[]>> = { carousel: ['slideshow'], testimonials: ['slideshow'] };
export const blockStyles = (type: BlockType): readonly string[] => [type, ...(sharedStyles[type] ?? [])];

export function RenderBlock({ block }: { block: ResolvedSection }) {
  const Component = blockComponents[block.type] as BlockComponent<typeof block.type>;
  return <Component block={block} />;
}

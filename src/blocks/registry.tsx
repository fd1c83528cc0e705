import type { ReactNode } from 'react';
import type { Block, BlockOf, BlockType } from '../../schemas/blocks';
import { Buttons } from './Buttons';
import { Carousel } from './Carousel';
import { ComparisonTable } from './ComparisonTable';
import { Copy } from './Copy';
import { Hero } from './Hero';
import { PlanCards } from './PlanCards';

type BlockComponent<T extends BlockType> = (props: { block: BlockOf<T> }) => ReactNode;

/**
 * Block type -> component. TypeScript refuses to compile while a schema in schemas/blocks/index.ts
 * has no component here, so a block type cannot be half added.
 */
export const blockComponents: { [T in BlockType]: BlockComponent<T> } = {
  hero: Hero,
  buttons: Buttons,
  copy: Copy,
  carousel: Carousel,
  'plan-cards': PlanCards,
  'comparison-table': ComparisonTable,
};

export function RenderBlock({ block }: { block: Block }) {
  const Component = blockComponents[block.type] as BlockComponent<typeof block.type>;
  return <Component block={block} />;
}

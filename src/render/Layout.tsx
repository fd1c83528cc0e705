import type { ReactNode } from 'react';
import type { Block } from '../../schemas/blocks';
import type { Site } from '../../schemas/site';
import { RenderBlock } from '../blocks/registry';
import { Footer } from './Footer';
import { Header } from './Header';

/** The frame every page shares: header, main content, shared sections, footer. */
export function Layout({ site, shared, children }: { site: Site; shared: readonly Block[]; children: ReactNode }) {
  return (
    <>
      <Header site={site} />
      <main id="main" tabIndex={-1}>
        {children}
        {shared.map((block, i) => (
          <RenderBlock key={block.id ?? i} block={block} />
        ))}
      </main>
      <Footer site={site} />
    </>
  );
}

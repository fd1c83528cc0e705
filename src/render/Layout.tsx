import type { ReactNode } from 'react';
import type { Logo } from '../../schemas/site';
import { RenderBlock } from '../blocks/registry';
import type { ResolvedChrome, ResolvedSection } from '../resolve/types';
import { Footer } from './Footer';
import { Header } from './Header';

/** The frame every page shares: header, main content, shared sections, footer. */
export function Layout({ logo, chrome, shared, children }: { logo: Logo; chrome: ResolvedChrome; shared: readonly ResolvedSection[]; children: ReactNode }) {
  return (
    <>
      <Header logo={logo} nav={chrome.nav} />
      <main id="main" tabIndex={-1}>
        {children}
        {shared.map((block, i) => (
          <RenderBlock key={block.id ?? i} block={block} />
        ))}
      </main>
      <Footer footer={chrome.footer} />
    </>
  );
}

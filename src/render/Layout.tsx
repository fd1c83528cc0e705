import type { ReactNode } from 'react';
import type { Logo } from '../../schemas/site';
import { RenderBlock } from '../blocks/registry';
import type { ResolvedChrome, ResolvedSection } from '../resolve/types';
import type { PageLanguage } from './editions';
import { Footer } from './Footer';
import { Header } from './Header';

/** The frame every page shares: header, main content, shared sections, footer; `language` on a site of several languages. */
export function Layout({
  logo,
  chrome,
  shared,
  language,
  children,
}: {
  logo: Logo;
  chrome: ResolvedChrome;
  shared: readonly ResolvedSection[];
  language?: PageLanguage | undefined;
  children: ReactNode;
}) {
  const fallback = (part: 'header' | 'footer') => (language?.fallbacks.has(part) ? language.defaultTag : undefined);
  return (
    <>
      <Header logo={logo} nav={chrome.nav} languages={language?.switch} lang={fallback('header')} />
      <main id="main" tabIndex={-1}>
        {children}
        {shared.map((block, i) => (
          <RenderBlock key={block.id ?? i} block={block} />
        ))}
      </main>
      <Footer footer={chrome.footer} lang={fallback('footer')} />
    </>
  );
}

import { Fragment, type ReactNode } from 'react';
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
  sharedFrom = 0,
  children,
}: {
  logo: Logo;
  chrome: ResolvedChrome;
  shared: readonly ResolvedSection[];
  language?: PageLanguage | undefined;
  /** How many sections the page has of its own: the first shared section's place in `language.fallbacks`. */
  sharedFrom?: number;
  children: ReactNode;
}) {
  const fallback = (part: 'header' | 'footer') => (language?.fallbacks.has(part) ? language.defaultTag : undefined);
  return (
    <>
      <Header logo={logo} nav={chrome.nav} texts={chrome.frameTexts} languages={language?.switch} lang={fallback('header')} />
      <main id="main" tabIndex={-1}>
        {children}
        {shared.map((block, i) => (
          <Fragment key={block.id ?? i}>
            {/* A shared section's fallback is counted after the page's own sections (LanguageEdition.fallbacks). */}
            <FallbackMark language={language} at={sharedFrom + i} />
            <RenderBlock block={block} />
          </Fragment>
        ))}
      </main>
      <Footer footer={chrome.footer} label={chrome.frameTexts.footerLinks} lang={fallback('footer')} />
    </>
  );
}

/**
 * Before a section shown in the default language for want of a translation: a mark the renderer
 * moves onto the section's own first tag as its lang (withFallbackLang, render-page.tsx). A wrapper
 * element would break the styles and the drawing rules that select main's children (site.css).
 */
export function FallbackMark({ language, at }: { language: PageLanguage | undefined; at: number }) {
  return language?.fallbacks.has(at) ? <template data-fallback-lang={language.defaultTag} /> : null;
}

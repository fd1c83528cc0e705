import { useContext, type ReactNode } from 'react';
import type { Logo } from '../../schemas/site';
import type { ResolvedChrome, ResolvedNavItem } from '../resolve/types';
import { navLayout } from '../lib/nav-layout';
import { OutboundLink } from '../ui/OutboundLink';
import { InlineImagesContext } from '../ui/image-sets';
import type { PageLanguage } from './editions';
import { LanguageSwitch } from './LanguageSwitch';

function NavLink({ item }: { item: ResolvedNavItem }) {
  if ('href' in item) return <OutboundLink link={item}>{item.label}</OutboundLink>;
  return <a href={item.to}>{item.label}</a>;
}

function NavList({ nav, className, children }: { nav: readonly ResolvedNavItem[]; className: string; children?: ReactNode }) {
  return (
    <ul className={className}>
      {nav.map((item) => (
        <li key={item.label}>
          <NavLink item={item} />
        </li>
      ))}
      {children}
    </ul>
  );
}

/**
 * Logo left, desktop link row with a More list (src/client/nav-more.ts), and a slide-in menu from
 * the right on small screens (src/client/menu.ts). `languages`: the language switch on a site of
 * several languages, beside the row on a wide screen (its width counted in src/lib/nav-layout.ts)
 * and in the menu on a phone. `lang`: the default language's, when the header's texts are shown in
 * it for want of a translation.
 */
export function Header({
  logo,
  nav,
  texts,
  languages,
  lang,
}: {
  logo: Logo;
  nav: readonly ResolvedNavItem[];
  texts: ResolvedChrome['frameTexts'];
  languages?: PageLanguage['switch'] | undefined;
  lang?: string | undefined;
}) {
  // The row always has room for these (src/lib/nav-layout.ts, the same rule as the site's CSS); More holds the rest.
  const { alwaysInRow } = navLayout(nav.map((item) => item.label));
  const inlineImages = useContext(InlineImagesContext); // a small SVG logo comes with the page
  return (
    <header className="site-header" lang={lang}>
      <a className="skip-link" href="#main">
        {texts.skipLink}
      </a>
      <a className="brand" href="/">
        <img src={inlineImages[logo.src] ?? logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
      </a>
      {/* As many links as fit the width stay in the row, the rest go under More (src/lib/nav-layout.ts says where). */}
      <nav aria-label={texts.links} className="nav-desktop">
        <NavList nav={nav} className="nav-row">
          {nav.length > alwaysInRow ? (
            <li className="nav-more">
              <details data-nav-more>
                <summary>{texts.more}</summary>
                <NavList nav={nav.slice(alwaysInRow)} className="nav-more-list" />
              </details>
            </li>
          ) : null}
        </NavList>
      </nav>
      {languages ? <LanguageSwitch languages={languages} className="language-switch language-row" short /> : null}
      {/* Links, so the menu opens and closes with no script (#mobile-menu is :target, site.css); the boot
          script makes them buttons that open it in place (src/client/menu.ts). */}
      <a href="#mobile-menu" className="menu-open icon-button" aria-label={texts.openMenu} data-menu-open>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </a>
      <div id="mobile-menu" className="mobile-menu" data-menu>
        {/* No element has this id: following it ends the :target without scrolling the page. */}
        <a href="#menu-closed" className="menu-close icon-button" aria-label={texts.closeMenu} data-menu-close>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </a>
        <nav aria-label={texts.menuLinks}>
          <NavList nav={nav} className="nav-column" />
        </nav>
        {languages ? <LanguageSwitch languages={languages} className="language-switch language-column" /> : null}
      </div>
    </header>
  );
}

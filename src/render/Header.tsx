import type { NavItem, Site } from '../../schemas/site';
import { OutboundLink } from '../ui/OutboundLink';
import { linkTemplate } from './link-template';

function NavLink({ item, site }: { item: NavItem; site: Site }) {
  if ('link' in item) {
    return <OutboundLink template={linkTemplate(site, item.link)}>{item.label}</OutboundLink>;
  }
  return <a href={item.to}>{item.label}</a>;
}

function NavList({ site, className }: { site: Site; className: string }) {
  return (
    <ul className={className}>
      {site.nav.map((item) => (
        <li key={item.label}>
          <NavLink item={item} site={site} />
        </li>
      ))}
    </ul>
  );
}

/** Logo left, desktop link row, and a slide-in menu from the right on small screens (src/client/menu.ts). */
export function Header({ site }: { site: Site }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <a className="brand" href="/">
        <img src={site.brand.logo.src} alt={site.brand.logo.alt} width={site.brand.logo.width} height={site.brand.logo.height} />
      </a>
      <nav aria-label="Main" className="nav-desktop">
        <NavList site={site} className="nav-row" />
      </nav>
      <button type="button" className="menu-open icon-button" aria-controls="mobile-menu" aria-expanded="false" aria-label="Open menu" data-menu-open>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id="mobile-menu" className="mobile-menu" data-menu>
        <button type="button" className="menu-close icon-button" aria-label="Close menu" data-menu-close>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <nav aria-label="Mobile">
          <NavList site={site} className="nav-column" />
        </nav>
      </div>
    </header>
  );
}

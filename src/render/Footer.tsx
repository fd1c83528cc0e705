import type { ResolvedChrome } from '../resolve/types';

/** `lang`: the default language's, when the footer's texts are shown in it for want of a translation. */
export function Footer({ footer, lang }: { footer: ResolvedChrome['footer']; lang?: string | undefined }) {
  return (
    <footer className="site-footer" lang={lang}>
      <nav aria-label="Footer">
        <ul className="footer-links">
          {footer.links.map((link) => (
            <li key={link.to}>
              <a href={link.to}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {footer.note && <p className="footer-note">{footer.note}</p>}
    </footer>
  );
}

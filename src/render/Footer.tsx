import type { ResolvedChrome } from '../resolve/types';

/** `lang`: the default language's, when the footer's texts are shown in it for want of a translation. */
export function Footer({ footer, label, lang }: { footer: ResolvedChrome['footer']; label: string; lang?: string | undefined }) {
  return (
    <footer className="site-footer" lang={lang}>
      <nav aria-label={label}>
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

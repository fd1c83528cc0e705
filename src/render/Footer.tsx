import type { ResolvedChrome } from '../resolve/types';

export function Footer({ footer }: { footer: ResolvedChrome['footer'] }) {
  return (
    <footer className="site-footer">
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

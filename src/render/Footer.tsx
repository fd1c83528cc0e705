import type { Site } from '../../schemas/site';

export function Footer({ site }: { site: Site }) {
  return (
    <footer className="site-footer">
      <nav aria-label="Footer">
        <ul className="footer-links">
          {site.footer.links.map((link) => (
            <li key={link.to}>
              <a href={link.to}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {site.footer.note && <p className="footer-note">{site.footer.note}</p>}
    </footer>
  );
}

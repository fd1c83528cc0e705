import type { PageLanguage } from './editions';

/**
 * The same page (and city) in each language: plain links, so it works without script. Each link
 * is written in its own language (lang, hreflang); the one being read is marked aria-current.
 */
export function LanguageSwitch({ languages, className }: { languages: PageLanguage['switch']; className: string }) {
  return (
    <nav aria-label={languages.label} className={className}>
      <ul className="language-list">
        {languages.links.map((link) => (
          <li key={link.tag}>
            <a href={link.path} lang={link.tag} hrefLang={link.tag} aria-current={link.current ? 'true' : undefined}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

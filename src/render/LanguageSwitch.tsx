import { languageCode } from '../lib/language-paths';
import type { PageLanguage } from './editions';

/**
 * The same page (and city) in each language: plain links, so it works without script. Each link
 * is written in its own language (lang, hreflang); the one being read is marked aria-current.
 * `short`: beside the header row, each shows its code (AF) and says its name to a screen reader
 * after it, so the name a voice user reads out is still in the link's name.
 */
export function LanguageSwitch({
  languages,
  className,
  short = false,
}: {
  languages: NonNullable<PageLanguage['switch']>;
  className: string;
  short?: boolean;
}) {
  return (
    <nav aria-label={languages.label} className={className}>
      <ul className="language-list">
        {languages.links.map((link) => (
          <li key={link.tag}>
            <a href={link.path} lang={link.tag} hrefLang={link.tag} aria-current={link.current ? 'true' : undefined}>
              {short ? (
                <>
                  {languageCode(link.tag)}
                  <span className="visually-hidden">{` ${link.name}`}</span>
                </>
              ) : (
                link.name
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

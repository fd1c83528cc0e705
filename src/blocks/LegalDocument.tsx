import { legalSectionAnchor } from '../../schemas/blocks/legal-document';
import type { ResolvedBlock } from '../resolve/types';

/** Terms, privacy policy: the page's h1, a generated table of contents and numbered sections. */
export function LegalDocument({ block }: { block: ResolvedBlock<'legal-document'> }) {
  const sections = block.sections.map((section, index) => ({ ...section, number: index + 1, anchor: legalSectionAnchor(section, index) }));
  const contentsId = `${block.id ?? 'legal'}-contents`;
  return (
    <article className="legal-document" id={block.id}>
      <header className="legal-header">
        <h1>{block.title}</h1>
        <p className="legal-effective">{block.effective}</p>
        {block.intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </header>
      <nav className="legal-contents" aria-labelledby={contentsId}>
        <h2 id={contentsId}>{block.contentsLabel}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.anchor}>
              <a href={`#${section.anchor}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.anchor} id={section.anchor} className="legal-section" aria-labelledby={`${section.anchor}-heading`}>
          <h2 id={`${section.anchor}-heading`}>
            <span className="legal-number">{`${section.number}.`}</span>
            {` ${section.heading}`}
          </h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.bullets.length > 0 && (
            <ul>
              {section.bullets.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}

import type { ResolvedBlock } from '../resolve/types';
import { Img } from '../ui/Img';
import { ButtonRow } from '../ui/LinkButton';

export function Hero({ block }: { block: ResolvedBlock<'hero'> }) {
  return (
    <section
      className={block.image ? 'hero hero-with-image' : 'hero'}
      id={block.id}
      data-confetti={block.confetti ? JSON.stringify(block.confetti) : undefined}
    >
      <div className="hero-text">
        <h1>{block.heading}</h1>
        {block.intro && <p className="hero-intro">{block.intro}</p>}
        {block.claims.length > 0 && (
          <ul className="hero-claims">
            {block.claims.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
        )}
        <ButtonRow links={block.actions} />
      </div>
      {block.image && <Img image={block.image} eager className="hero-image" sizes="(min-width: 720px) 500px, 100vw" />}
    </section>
  );
}

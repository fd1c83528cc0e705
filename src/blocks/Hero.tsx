import type { BlockOf } from '../../schemas/blocks';
import { fillCity } from '../lib/city-text';
import { useRenderContext } from '../render/context';
import { Img } from '../ui/Img';
import { ButtonRow } from '../ui/LinkButton';

export function Hero({ block }: { block: BlockOf<'hero'> }) {
  const { city } = useRenderContext();
  return (
    <section className="hero" id={block.id}>
      <div className="hero-text">
        <h1>{fillCity(block.heading, city)}</h1>
        {block.intro && <p className="hero-intro">{fillCity(block.intro, city)}</p>}
        {block.claims.length > 0 && (
          <ul className="hero-claims">
            {block.claims.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
        )}
        <ButtonRow actions={block.actions} />
      </div>
      {block.image && <Img image={block.image} eager className="hero-image" />}
    </section>
  );
}

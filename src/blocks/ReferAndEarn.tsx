import type { BlockOf } from '../../schemas/blocks';
import { fillCity } from '../lib/city-text';
import { useRenderContext } from '../render/context';
import { Img } from '../ui/Img';
import { ButtonRow } from '../ui/LinkButton';

export function ReferAndEarn({ block }: { block: BlockOf<'refer-and-earn'> }) {
  const { city } = useRenderContext();
  return (
    <section className={block.image ? 'refer-and-earn refer-and-earn-with-image' : 'refer-and-earn'} id={block.id}>
      <div className="refer-and-earn-text">
        <h2>{fillCity(block.heading, city)}</h2>
        {block.paragraphs.map((text) => (
          <p key={text}>{fillCity(text, city)}</p>
        ))}
        {block.points.length > 0 && (
          <ul className="refer-and-earn-points">
            {block.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
        <ButtonRow actions={block.buttons} />
      </div>
      {block.image && <Img image={block.image} className="refer-and-earn-image" />}
    </section>
  );
}

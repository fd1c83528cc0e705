import type { ResolvedBlock } from '../resolve/types';
import { Img } from '../ui/Img';
import { ButtonRow } from '../ui/LinkButton';

export function ReferAndEarn({ block }: { block: ResolvedBlock<'refer-and-earn'> }) {
  return (
    <section className={block.image ? 'refer-and-earn refer-and-earn-with-image' : 'refer-and-earn'} id={block.id}>
      <div className="refer-and-earn-text">
        <h2>{block.heading}</h2>
        {block.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {block.points.length > 0 && (
          <ul className="refer-and-earn-points">
            {block.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
        <ButtonRow links={block.buttons} />
      </div>
      {block.image && <Img image={block.image} className="refer-and-earn-image" sizes="480px" />}
    </section>
  );
}

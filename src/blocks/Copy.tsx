import type { BlockOf } from '../../schemas/blocks';
import { fillCity } from '../lib/city-text';
import { useRenderContext } from '../render/context';

export function Copy({ block }: { block: BlockOf<'copy'> }) {
  const { city } = useRenderContext();
  return (
    <section className="copy" id={block.id}>
      {block.heading && <h2>{fillCity(block.heading, city)}</h2>}
      {block.paragraphs.map((text) => (
        <p key={text}>{fillCity(text, city)}</p>
      ))}
      {block.bullets.length > 0 && (
        <ul>
          {block.bullets.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

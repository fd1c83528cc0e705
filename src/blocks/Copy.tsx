import type { ResolvedBlock } from '../resolve/types';

export function Copy({ block }: { block: ResolvedBlock<'copy'> }) {
  return (
    <section className="copy" id={block.id}>
      {block.heading && <h2>{block.heading}</h2>}
      {block.paragraphs.map((text) => (
        <p key={text}>{text}</p>
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

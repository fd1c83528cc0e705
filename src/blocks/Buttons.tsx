import type { ResolvedBlock } from '../resolve/types';
import { ButtonRow } from '../ui/LinkButton';

export function Buttons({ block }: { block: ResolvedBlock<'buttons'> }) {
  return (
    <section className="buttons-block" id={block.id} aria-label={block.heading ? undefined : 'Actions'}>
      {block.heading && <h2>{block.heading}</h2>}
      <ButtonRow links={block.buttons} />
    </section>
  );
}

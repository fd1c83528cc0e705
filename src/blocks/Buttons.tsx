import type { BlockOf } from '../../schemas/blocks';
import { ButtonRow } from '../ui/LinkButton';

export function Buttons({ block }: { block: BlockOf<'buttons'> }) {
  return (
    <section className="buttons-block" id={block.id} aria-label={block.heading ? undefined : 'Actions'}>
      {block.heading && <h2>{block.heading}</h2>}
      <ButtonRow actions={block.buttons} />
    </section>
  );
}

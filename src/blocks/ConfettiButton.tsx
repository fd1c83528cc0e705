import type { ResolvedBlock } from '../resolve/types';
import { LinkButton } from '../ui/LinkButton';

/**
 * Buttons whose celebrating ones (`data-celebrate`) also show confetti. Plain server HTML, no
 * island: the inline boot script catches every press from the first frame, and the entry script
 * shows the confetti of the settings left on the section (src/client/confetti.ts).
 */
export function ConfettiButton({ block }: { block: ResolvedBlock<'confetti-button'> }) {
  const visible = block.buttons.filter((button) => !button.hidden);
  return (
    <section className="confetti-button" id={block.id} data-confetti={JSON.stringify(block.confetti)}>
      {block.heading && <h2>{block.heading}</h2>}
      <div className="button-row">
        {visible.map((button) => (
          <LinkButton key={`${button.href}:${button.label}`} link={button} celebrate={button.celebrate} />
        ))}
      </div>
    </section>
  );
}

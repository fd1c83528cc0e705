import type { BlockOf } from '../../schemas/blocks';
import { buildOutboundUrl } from '../lib/outbound-url';
import { useRenderContext } from '../render/context';
import { Island } from '../render/Island';
import { ConfettiButtonView, type ConfettiButtonViewProps } from './ConfettiButtonView';

/** Adapter: resolves the link templates on the server and hands plain props to the island. */
export function ConfettiButton({ block }: { block: BlockOf<'confetti-button'> }) {
  const { site } = useRenderContext();
  const buttons: ConfettiButtonViewProps['buttons'] = block.buttons
    .filter((button) => !button.hidden)
    .map((button) => {
      const template = site.links[button.link];
      if (!template) throw new Error(`Link template "${button.link}" is missing; npm run validate reports this.`);
      return {
        label: button.label,
        ...(button.context ? { context: button.context } : {}),
        href: buildOutboundUrl(template, button.values),
        tracked: template.tracking,
        style: button.style ?? 'primary',
        celebrate: button.celebrate ?? false,
      };
    });
  const props: ConfettiButtonViewProps = { buttons, confetti: block.confetti };
  if (block.id) props.id = block.id;
  if (block.heading) props.heading = block.heading;
  return <Island name="confetti-button" component={ConfettiButtonView} props={props} />;
}

import type { BlockOf } from '../../schemas/blocks';
import { buildOutboundUrl } from '../lib/outbound-url';
import { useRenderContext } from '../render/context';
import { Island } from '../render/Island';
import { ConfettiButtonView, type ConfettiButtonViewProps } from './ConfettiButtonView';
import { linkTemplate } from '../render/link-template';

/** Adapter: resolves the link templates on the server and hands plain props to the island. */
export function ConfettiButton({ block }: { block: BlockOf<'confetti-button'> }) {
  const { site } = useRenderContext();
  const buttons: ConfettiButtonViewProps['buttons'] = block.buttons
    .filter((button) => !button.hidden)
    .map((button) => {
      const template = linkTemplate(site, button.link);
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

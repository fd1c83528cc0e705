import type { ResolvedBlock } from '../resolve/types';
import { ConfettiButtonView } from './ConfettiButtonView';
import { Island } from './Island';

/** Adapter: the links are resolved already, so the island gets plain props. */
export function ConfettiButton({ block }: { block: ResolvedBlock<'confetti-button'> }) {
  const { type: _type, hydrate, ...props } = block;
  return <Island name="confetti-button" hydrate={hydrate} component={ConfettiButtonView} props={props} />;
}

import type { ResolvedBlock } from '../resolve/types';
import { AudioPlayerView } from './AudioPlayerView';
import { Island } from './Island';

/** Adapter: the resolved block holds everything the island needs. */
export function AudioPlayer({ block }: { block: ResolvedBlock<'audio-player'> }) {
  const { type: _type, hydrate, ...props } = block;
  return <Island name="audio-player" hydrate={hydrate} component={AudioPlayerView} props={props} />;
}

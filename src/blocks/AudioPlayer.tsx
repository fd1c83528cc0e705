import type { BlockOf } from '../../schemas/blocks';
import { Island } from '../render/Island';
import { AudioPlayerView } from './AudioPlayerView';

/** Adapter: the YAML block holds everything the island needs. */
export function AudioPlayer({ block }: { block: BlockOf<'audio-player'> }) {
  const { type: _type, ...props } = block;
  return <Island name="audio-player" component={AudioPlayerView} props={props} />;
}

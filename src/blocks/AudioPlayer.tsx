import type { ResolvedBlock } from '../resolve/types';

/**
 * The greeting with the browser's own player: play, pause and the time work without script, with
 * the keyboard and with a screen reader, and nothing is fetched until the visitor presses play.
 */
export function AudioPlayer({ block: { id, heading, sources, transcriptLabel, transcript } }: { block: ResolvedBlock<'audio-player'> }) {
  return (
    <section className="audio-player" id={id}>
      {heading && <h2>{heading}</h2>}
      <audio className="audio-player-controls" controls preload="none" aria-label={heading}>
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </audio>
      <p className="audio-player-transcript">
        <span className="audio-player-transcript-label">{transcriptLabel}: </span>
        {transcript}
      </p>
    </section>
  );
}

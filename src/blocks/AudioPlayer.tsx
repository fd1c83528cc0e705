import type { ResolvedBlock } from '../resolve/types';

/**
 * The greeting with the browser's own player: play, pause and the time, with the keyboard and with
 * a screen reader, and nothing is fetched until the visitor presses play.
 *
 * The player is not on the page until it is asked for: Chromium styles its controls from a large
 * stylesheet of its own, which on home cost more of the first view than anything else (issue 38;
 * docs/decisions/38-first-view-without-react.md).
 * A press on the Play link puts the player in its place and starts it (the boot script's late
 * part, from the markup in <noscript>); without script the <noscript> player shows and the link is hidden
 * (`@media (scripting: none)` in audio-player.css); with script that has not run (yet), the link opens
 * the recording in the browser's own player. The link and the player are the same height, so
 * nothing moves.
 */
export function AudioPlayer({ block: { id, heading, sources, playLabel, transcriptLabel, transcript } }: { block: ResolvedBlock<'audio-player'> }) {
  // The last source is the one every browser plays (MP3 after Opus).
  const fallback = sources[sources.length - 1]!;
  return (
    <section className="audio-player" id={id}>
      {heading && <h2>{heading}</h2>}
      <div className="audio-player-box">
        <a className="button button-secondary audio-player-play" href={fallback.src} data-audio-play="">
          {playLabel}
        </a>
        <noscript>
          <audio className="audio-player-controls" controls preload="none" aria-label={heading}>
            {sources.map((source) => (
              <source key={source.src} src={source.src} type={source.type} />
            ))}
          </audio>
        </noscript>
      </div>
      <p className="audio-player-transcript">
        <span className="audio-player-transcript-label">{transcriptLabel}: </span>
        {transcript}
      </p>
    </section>
  );
}

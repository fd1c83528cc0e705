import { useRef, useState } from 'react';
import type { ResolvedBlock } from '../resolve/types';

export type AudioPlayerViewProps = Omit<ResolvedBlock<'audio-player'>, 'type' | 'hydrate'>;

/**
 * The greeting player island. The button only asks the audio element to play or pause; what it
 * shows follows the element's own play, pause and ended events, so it never claims to play
 * while the browser refused or the file failed.
 */
export function AudioPlayerView({ id, heading, sources, playLabel, pauseLabel, transcriptLabel, transcript }: AudioPlayerViewProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      // A refused play (no sound device, blocked) simply leaves the button on Play.
      element.play().catch(() => setPlaying(false));
    } else {
      element.pause();
    }
  };

  return (
    <section className="audio-player" id={id}>
      {heading && <h2>{heading}</h2>}
      <div className="audio-player-row">
        <button type="button" className="button button-primary audio-player-button" onClick={toggle} data-playing={playing ? '' : undefined}>
          {playing ? <PauseIcon /> : <PlayIcon />}
          <span>{playing ? pauseLabel : playLabel}</span>
        </button>
        <audio ref={audio} preload="none" onPlay={() => setPlaying(true)} onPause={() => setPlaying(false)} onEnded={() => setPlaying(false)}>
          {sources.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
        </audio>
      </div>
      <p className="audio-player-transcript">
        <span className="audio-player-transcript-label">{transcriptLabel}: </span>
        {transcript}
      </p>
    </section>
  );
}

function PlayIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 4l13 8-13 8z" fill="currentColor" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 4v16M17 4v16" stroke="currentColor" strokeWidth="4" />
    </svg>
  );
}

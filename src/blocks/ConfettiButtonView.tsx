import { Component, useEffect, useState, type ReactNode } from 'react';
import type { ResolvedBlock } from '../resolve/types';
import { loadConfetti, mayCelebrate, type ConfettiComponent } from '../ui/confetti';

/** Links resolved on the server (without tracking; the browser adds it), plus which ones celebrate. */
export type ConfettiButtonViewProps = Omit<ResolvedBlock<'confetti-button'>, 'type' | 'hydrate'>;

interface Burst {
  Confetti: ConfettiComponent;
  /** A new key per press restarts the animation rather than adding to a running one. */
  key: number;
  width: number;
  height: number;
}

/**
 * Island: real links that open in a new tab with or without script; pressing a celebrate button
 * also shows confetti over the page for `durationMs`, then removes it.
 */
export function ConfettiButtonView({ id, heading, buttons, confetti }: ConfettiButtonViewProps) {
  const [burst, setBurst] = useState<Burst | null>(null);

  useEffect(() => {
    if (!burst) return;
    const timer = setTimeout(() => setBurst(null), confetti.durationMs);
    return () => clearTimeout(timer);
  }, [burst, confetti.durationMs]);

  // No preventDefault: the browser follows the link as usual, the confetti is extra.
  const celebrate = () => {
    if (!mayCelebrate()) return;
    loadConfetti()
      .then((Confetti) =>
        setBurst((previous) => ({
          Confetti,
          key: (previous?.key ?? 0) + 1,
          width: document.documentElement.clientWidth,
          height: window.innerHeight,
        })),
      )
      .catch((error: unknown) => console.warn('Confetti could not load; the form opened without it.', error));
  };

  return (
    <section className="confetti-button" id={id}>
      {heading && <h2>{heading}</h2>}
      <div className="button-row">
        {buttons.map((button) => (
          <a
            key={`${button.href}:${button.label}`}
            href={button.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`button button-${button.style}`}
            data-tracking={button.tracked ? '' : undefined}
            data-cta={button.template}
            onClick={button.celebrate ? celebrate : undefined}
            // The tracking script may add utm values to href before React hydrates this island; that
            // change is intended, so React keeps it rather than warning about a mismatch.
            suppressHydrationWarning
          >
            {button.label}
            {button.context && <span className="visually-hidden">{` ${button.context}`}</span>}
          </a>
        ))}
      </div>
      {burst && (
        <ConfettiBoundary key={burst.key}>
          <burst.Confetti
            className="confetti-canvas"
            aria-hidden="true"
            width={burst.width}
            height={burst.height}
            numberOfPieces={confetti.pieces}
            gravity={confetti.gravity}
            friction={confetti.friction}
            tweenDuration={confetti.tweenDurationMs}
            // Fixed over the viewport and click-through, so the page stays usable under it.
            style={{ position: 'fixed', inset: 0, zIndex: 1000, pointerEvents: 'none' }}
          />
        </ConfettiBoundary>
      )}
    </section>
  );
}

/** If the confetti fails after all (React logs the error), drop it and keep the buttons. */
class ConfettiBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

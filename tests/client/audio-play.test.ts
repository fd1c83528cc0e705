import { describe, expect, it } from 'vitest';
import { installAudioPlay } from '../../src/client/audio-play';
import { parseHTML } from '../helpers/dom';

// What the browser keeps of src/blocks/AudioPlayer.tsx with script on: the <noscript> holds text, not elements.
const PLAYER =
  '<audio class="audio-player-controls" controls="" preload="none" aria-label="Hear your digital receptionist"><source src="/media/greeting.opus" type="audio/ogg; codecs=opus"/><source src="/media/greeting.mp3" type="audio/mpeg"/></audio>';

function page(markup: string | null = PLAYER) {
  const { window, document } = parseHTML(
    '<!doctype html><html><body><section class="audio-player"><h2>Hear your digital receptionist</h2><div class="audio-player-box"><a class="audio-player-play" href="/media/greeting.mp3" data-audio-play="">Play the greeting</a></div></section></body></html>',
  );
  if (markup !== null) {
    const kept = document.createElement('noscript');
    kept.textContent = markup;
    document.querySelector('.audio-player-box')!.append(kept);
  }
  const played: string[] = [];
  window.HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    played.push(this.getAttribute('aria-label') ?? '');
    return Promise.resolve();
  };
  installAudioPlay(document);
  const press = () => {
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-audio-play]')!.dispatchEvent(click as unknown as Event);
    return click.defaultPrevented;
  };
  return { document, played, press };
}

describe("the audio player's Play link", () => {
  it("puts the browser's player in its place at a press, with both sources, focused and playing", () => {
    const { document, played, press } = page();
    expect(press()).toBe(true);
    expect(document.querySelector('[data-audio-play]')).toBeNull();
    const box = document.querySelector('.audio-player-box')!;
    expect(box.firstElementChild?.outerHTML).toBe(PLAYER.replace(/\/>/g, '>'));
    expect(document.activeElement?.tagName).toBe('AUDIO');
    expect(played).toEqual(['Hear your digital receptionist']);
  });

  it('is followed as a link when the page keeps no player: the recording opens on its own', () => {
    const { document, played, press } = page(null);
    expect(press()).toBe(false);
    expect(document.querySelector('[data-audio-play]')?.textContent).toBe('Play the greeting');
    expect(played).toEqual([]);
  });

  it('leaves a press elsewhere alone', () => {
    const { document, played } = page();
    const other = document.createElement('a');
    other.href = '/tender-finance';
    document.body.append(other);
    other.click();
    expect(document.querySelector('[data-audio-play]')).not.toBeNull();
    expect(played).toEqual([]);
  });
});

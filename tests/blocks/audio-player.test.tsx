import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { blocksFixtureModel, BLOCKS_FIXTURE_PAGE, BLOCKS_FIXTURE_PATH } from '../helpers/block-fixtures';
import { loadWith, problemsWith } from '../helpers/load-fixture';

const html = createRenderer(blocksFixtureModel(), { scripts: [], styles: [] })(BLOCKS_FIXTURE_PATH).html;
const player = /<section class="audio-player"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('audio-player block on a page', () => {
  it("shows a Play link under the heading, with the browser's own player kept for a press or for no script, never playing by itself", () => {
    expect(player).toContain(
      '<h2>Hear your digital receptionist</h2><div class="audio-player-box"><a class="button button-secondary audio-player-play" href="/media/greeting.mp3" data-audio-play="">Play</a><noscript><audio ',
    );
    expect(player).not.toContain('autoplay');
    expect(player).not.toContain('<button');
  });

  it('fetches nothing until asked, and offers Opus before MP3', () => {
    expect(player).toContain(
      '<noscript><audio class="audio-player-controls" controls="" preload="none" aria-label="Hear your digital receptionist"><source src="/media/greeting.opus" type="audio/ogg; codecs=opus"/><source src="/media/greeting.mp3" type="audio/mpeg"/></audio></noscript>',
    );
  });

  it('names its Play link as the page says', () => {
    const page = BLOCKS_FIXTURE_PAGE.replace(
      '    transcript: Hello, and thank you for calling TolaBiz.',
      '    playLabel: Play the greeting\n    transcript: Hello, and thank you for calling TolaBiz.',
    );
    const result = loadWith({ 'pages/blocks-fixture.yaml': page });
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const named = createRenderer(result.model, { scripts: [], styles: [] })(BLOCKS_FIXTURE_PATH).html;
    expect(named).toContain('data-audio-play="">Play the greeting</a>');
  });

  it('shows the transcript beside the player', () => {
    expect(player).toMatch(
      /<p class="audio-player-transcript"><span class="audio-player-transcript-label">Transcript(<!-- -->)?: <\/span>Hello, and thank you for calling TolaBiz\.<\/p>/,
    );
  });

  it('needs no script: it is no island', () => {
    expect(html).not.toContain('data-island');
  });

  it('refuses a sound file from another site, saying how to fix it', () => {
    const page = BLOCKS_FIXTURE_PAGE.replace('src: /media/greeting.mp3', 'src: https://cdn.example.com/greeting.mp3');
    expect(problemsWith({ 'pages/blocks-fixture.yaml': page }).join('\n')).toContain(
      '"https://cdn.example.com/greeting.mp3" is not written the way this field needs: audio files are served by this site: use a path like /media/greeting.mp3. [LE223]',
    );
  });
});

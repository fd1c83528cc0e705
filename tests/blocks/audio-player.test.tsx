import { describe, expect, it } from 'vitest';
import { createRenderer } from '../../src/render/render-page';
import { blocksFixtureModel, BLOCKS_FIXTURE_PAGE, BLOCKS_FIXTURE_PATH } from '../helpers/block-fixtures';
import { problemsWith } from '../helpers/load-fixture';

const html = createRenderer(blocksFixtureModel(), { scripts: [], styles: [] })(BLOCKS_FIXTURE_PATH).html;
const player = /<section class="audio-player"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';

describe('audio-player block on a page', () => {
  it('shows a Play button, not playing, with no native autoplay', () => {
    expect(player).toContain('<h2>Hear your digital receptionist</h2>');
    expect(player).toMatch(/<button type="button" class="button button-primary audio-player-button">.*<span>Play greeting<\/span><\/button>/);
    expect(player).not.toContain('Pause greeting');
    expect(player).not.toContain('autoplay');
  });

  it('fetches nothing until asked, and offers Opus before MP3', () => {
    expect(player).toContain('<audio preload="none"><source src="/media/greeting.opus" type="audio/ogg; codecs=opus"/><source src="/media/greeting.mp3" type="audio/mpeg"/></audio>');
  });

  it('shows the transcript beside the player', () => {
    expect(player).toMatch(/<p class="audio-player-transcript"><span class="audio-player-transcript-label">Transcript(<!-- -->)?: <\/span>Hello, and thank you for calling TolaBiz\.<\/p>/);
  });

  it('is an island that hydrates with the labels from YAML', () => {
    expect(html).toContain('data-island="audio-player"');
    expect(html).toContain('&quot;pauseLabel&quot;:&quot;Pause greeting&quot;');
  });

  it('refuses a sound file from another site, saying how to fix it', () => {
    const page = BLOCKS_FIXTURE_PAGE.replace('AUTOPLAY', '0').replace('src: /media/greeting.mp3', 'src: https://cdn.example.com/greeting.mp3');
    expect(problemsWith({ 'pages/blocks-fixture.yaml': page }).join('\n')).toContain('"https://cdn.example.com/greeting.mp3" is not written the way this field needs: audio files are served by this site: use a path like /media/greeting.mp3. [LE223]');
  });
});

/**
 * The audio player's Play link (src/blocks/AudioPlayer.tsx): a press puts the browser's own player
 * in the link's place, from the markup the page keeps in <noscript> (with script on, the browser
 * keeps that as text and draws nothing of it), starts it and gives it focus, so the keyboard's
 * Space pauses it. One listener on the document, run by the boot's late part (./boot-late.ts): a
 * press before it arrives, or where the markup is missing, follows the link, which opens the recording on its own.
 */
export function installAudioPlay(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[data-audio-play]');
    const markup = link?.parentElement?.querySelector('noscript')?.textContent;
    if (!link || !markup || event.defaultPrevented) return;
    const parsed = doc.createElement('template');
    parsed.innerHTML = markup;
    const audio = parsed.content.querySelector('audio');
    if (!audio) return;
    event.preventDefault();
    link.replaceWith(audio);
    audio.focus();
    // A press is a user gesture, so the browser lets it play; if it cannot, its controls say why.
    audio.play().catch(() => {});
  });
}

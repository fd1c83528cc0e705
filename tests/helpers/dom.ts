import { Window } from 'happy-dom';

/** A document parsed from HTML in happy-dom (the one DOM emulator of the tests), with its window, at `url`. */
export function parseHTML(html: string, url = 'http://localhost/') {
  const window = new Window({ url });
  window.document.write(html);
  // Typed as the browser's own: the code under test is written against the DOM's types.
  return { window, document: window.document as unknown as Document, Event: window.Event as unknown as typeof Event };
}

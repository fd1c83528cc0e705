import type { ClientConfig } from './client-config';

/**
 * The phone provider's chat widget is third-party and heavy: load it only after the page is idle,
 * never in the way of rendering, and survive it failing to load.
 */
export function loadChatWidget(widget: ClientConfig['chatWidget'], win: Window = window): void {
  if (!widget) return;
  const inject = () => {
    const script = win.document.createElement('script');
    script.src = widget.src;
    script.async = true;
    script.onerror = () => console.warn(`Live-chat widget did not load from ${widget.src}; the page works without it.`);
    win.document.body.append(script);
  };
  const whenIdle = () =>
    'requestIdleCallback' in win ? win.requestIdleCallback(() => setTimeout(inject, widget.idleDelayMs)) : setTimeout(inject, widget.idleDelayMs);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}

/**
 * The mobile slide-in menu, on server-rendered markup (no React needed for it):
 * open and close buttons, Escape closes, focus goes in and comes back, links close it.
 */
export function installMenu(doc: Document = document): void {
  const menu = doc.querySelector<HTMLElement>('[data-menu]');
  const openButton = doc.querySelector<HTMLButtonElement>('[data-menu-open]');
  const closeButton = doc.querySelector<HTMLButtonElement>('[data-menu-close]');
  if (!menu || !openButton || !closeButton) return;

  const isOpen = () => menu.hasAttribute('data-open');
  const open = () => {
    menu.setAttribute('data-open', '');
    openButton.setAttribute('aria-expanded', 'true');
    closeButton.focus();
  };
  const close = (returnFocus = true) => {
    if (!isOpen()) return;
    menu.removeAttribute('data-open');
    openButton.setAttribute('aria-expanded', 'false');
    if (returnFocus) openButton.focus();
  };

  openButton.addEventListener('click', open);
  closeButton.addEventListener('click', () => close());
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  // A same-page anchor (#contact) scrolls under the menu: close it so the section shows.
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) close(false);
  });
}

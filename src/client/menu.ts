/**
 * The mobile slide-in menu. Its open and close controls are links (#mobile-menu, and an id nothing
 * has), so with no script the menu opens as the :target and closes by leaving it (site.css). Here
 * they become buttons that open it in place, with no jump and no history entry: Escape closes,
 * focus goes in and comes back, links close it.
 */
export function installMenu(doc: Document = document): void {
  const menu = doc.querySelector<HTMLElement>('[data-menu]');
  const openButton = doc.querySelector<HTMLElement>('[data-menu-open]');
  const closeButton = doc.querySelector<HTMLElement>('[data-menu-close]');
  if (!menu || !openButton || !closeButton) return;
  for (const button of [openButton, closeButton]) {
    button.setAttribute('role', 'button');
    // A button answers Space as well as Enter.
    button.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      button.click();
    });
  }
  openButton.setAttribute('aria-controls', menu.id);
  openButton.setAttribute('aria-expanded', 'false');

  const isOpen = () => menu.hasAttribute('data-open');
  const open = (event: Event) => {
    event.preventDefault();
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
  closeButton.addEventListener('click', (event) => {
    event.preventDefault();
    close();
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  // A same-page anchor (#contact) scrolls under the menu: close it so the section shows.
  menu.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (link && link !== closeButton) close(false);
  });
}

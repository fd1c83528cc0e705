/**
 * The mobile slide-in menu. Its open and close controls are links (#mobile-menu, and an id nothing
 * has), so with no script the menu opens as the :target and closes by leaving it (site.css). Here
 * they become buttons that open it in place, with no jump and no history entry: Escape closes,
 * focus goes in and comes back, links close it. Run by the boot script's late part (./boot-late.ts).
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
  // Opened by its link before this script ran (the boot's late part): the menu is the :target.
  const isTarget = () => menu.matches(':target');
  const isOpen = () => menu.hasAttribute('data-open') || isTarget();
  openButton.setAttribute('aria-controls', menu.id);
  openButton.setAttribute('aria-expanded', String(isOpen()));

  const open = (event: Event) => {
    event.preventDefault();
    menu.setAttribute('data-open', '');
    openButton.setAttribute('aria-expanded', 'true');
    closeButton.focus();
  };
  const close = (returnFocus = true) => {
    if (!isOpen()) return;
    menu.removeAttribute('data-open');
    // As the close link would, but in place of the current entry: a history entry less, nothing scrolls.
    if (isTarget()) doc.location.replace(closeButton.getAttribute('href') ?? '#');
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

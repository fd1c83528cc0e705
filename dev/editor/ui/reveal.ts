import type { PathKey } from '../edits';
import { idOf } from './field-context';

/**
 * Bring the field at `path` of `file` into view and give it the focus, once its form is drawn: the
 * nearest enclosing field that has an element when the exact one has none (an experiment's group),
 * any closed section or "More fields" around it opened first. Says whether it found one.
 */
export function reveal(file: string, path: readonly PathKey[]): boolean {
  for (let length = path.length; length > 0; length--) {
    const element = document.getElementById(idOf(file, path.slice(0, length)));
    if (!element) continue;
    for (let around = element.parentElement?.closest('details'); around; around = around.parentElement?.closest('details')) around.open = true;
    element.scrollIntoView({ block: 'center' });
    const control = element.matches('input, select, textarea, button') ? element : element.querySelector<HTMLElement>('input, select, textarea, button');
    control?.focus();
    return true;
  }
  return false;
}

import type { PathKey } from '../edits';
import { useFields } from './field-context';

/** Move up, Move down and Remove for item `index` of the list at `path`; each button names the item for a screen reader. */
export function ItemActions({ path, index, count, title }: { path: PathKey[]; index: number; count: number; title: string }) {
  const { edit } = useFields();
  return (
    <div className="item-actions" role="group" aria-label={`Arrange ${title}`}>
      <button type="button" disabled={index === 0} onClick={() => edit({ op: 'move', path, from: index, to: index - 1 })}>
        Move up<span className="visually-hidden">: {title}</span>
      </button>
      <button type="button" disabled={index === count - 1} onClick={() => edit({ op: 'move', path, from: index, to: index + 1 })}>
        Move down<span className="visually-hidden">: {title}</span>
      </button>
      <button type="button" onClick={() => edit({ op: 'remove', path, index })}>
        Remove<span className="visually-hidden">: {title}</span>
      </button>
    </div>
  );
}

/**
 * Input that reaches an island before it has hydrated: a bundle chosen in a select, a button
 * pressed. The server HTML shows the controls, but nothing answers them until React has started,
 * so they are recorded and applied again once it has. Links are left alone: they already work
 * (and the tracking listener adds the visitor's values as they are followed).
 */
export type EarlyInput =
  { kind: 'click'; target: HTMLElement } | { kind: 'change'; target: HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement; value: string };

export interface EarlyInputRecorder {
  /** Stop recording; returns what arrived, in order. Call it just before hydrateRoot, which answers later input itself. */
  stop(): EarlyInput[];
}

const FIELD = 'select, input, textarea';

export function recordEarlyInput(island: Element): EarlyInputRecorder {
  const inputs: EarlyInput[] = [];
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.('button');
    // A button inside a link would also follow the link, which already happened.
    if (!button || !island.contains(button) || button.disabled || button.closest('a')) return;
    inputs.push({ kind: 'click', target: button });
  };
  const onChange = (event: Event) => {
    const field = (event.target as Element | null)?.closest?.<HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement>(FIELD);
    if (field && island.contains(field)) inputs.push({ kind: 'change', target: field, value: field.value });
  };
  island.addEventListener('click', onClick, true);
  island.addEventListener('change', onChange, true);
  return {
    stop() {
      island.removeEventListener('click', onClick, true);
      island.removeEventListener('change', onChange, true);
      return inputs.splice(0);
    },
  };
}

/**
 * Apply recorded input to the hydrated island: a field gets its chosen value and a bubbling
 * change (React's onChange listens to it; the value goes through the prototype's setter, which
 * React's own value tracking does not intercept); a button gets its click again.
 */
export function replayEarlyInput(inputs: readonly EarlyInput[]): void {
  for (const input of inputs) {
    if (!input.target.isConnected) continue;
    if (input.kind === 'click') {
      input.target.click();
      continue;
    }
    const { target, value } = input;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target) as object, 'value')?.set;
    // React calls onChange only when the DOM's value differs from the one it tracks, and at hydration
    // it tracked the DOM's, which is already the visitor's: track another (an emptied field included).
    (target as unknown as { _valueTracker?: { setValue(value: string): void } })._valueTracker?.setValue(value === '' ? ' ' : '');
    if (setter) setter.call(target, value);
    else target.value = value;
    if (target.tagName !== 'SELECT') target.dispatchEvent(new Event('input', { bubbles: true }));
    target.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

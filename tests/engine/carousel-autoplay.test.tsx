// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CarouselView } from '../../src/blocks/CarouselView';
import { fixtureIslandProps, mountIsland } from '../helpers/island-dom';

// tests/fixtures/site/pages/tour.yaml: autoplayMs: 3000, slides "The van", "The crate", "The door".
const current = (container: HTMLElement) => container.querySelector('[data-current] figcaption')?.textContent;
const button = (container: HTMLElement, name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('carousel autoplay interval from YAML', () => {
  it('hands the island the interval written in YAML', () => {
    expect(fixtureIslandProps('/tour', 'carousel').autoplayMs).toBe(3000);
  });

  it('moves to the next slide after 3000 ms and not before, and wraps round to the first', () => {
    const { container, root } = mountIsland(CarouselView, fixtureIslandProps('/tour', 'carousel'));
    expect(current(container)).toBe('The van');
    act(() => vi.advanceTimersByTime(2999));
    expect(current(container)).toBe('The van');
    act(() => vi.advanceTimersByTime(1));
    expect(current(container)).toBe('The crate');
    act(() => vi.advanceTimersByTime(3000));
    expect(current(container)).toBe('The door');
    act(() => vi.advanceTimersByTime(3000));
    expect(current(container)).toBe('The van');
    act(() => root.unmount());
  });

  it('stays on its slide once the visitor presses Pause, and moves again after Play', () => {
    const { container, root } = mountIsland(CarouselView, fixtureIslandProps('/tour', 'carousel'));
    act(() => button(container, 'Pause slide show').click());
    act(() => vi.advanceTimersByTime(30_000));
    expect(current(container)).toBe('The van');
    act(() => button(container, 'Play slide show').click());
    act(() => vi.advanceTimersByTime(3000));
    expect(current(container)).toBe('The crate');
    act(() => root.unmount());
  });

  it('gives a slide moved to by hand its full 3000 ms', () => {
    const { container, root } = mountIsland(CarouselView, fixtureIslandProps('/tour', 'carousel'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => button(container, 'Next slide').click());
    expect(current(container)).toBe('The crate');
    act(() => vi.advanceTimersByTime(2999));
    expect(current(container)).toBe('The crate');
    act(() => vi.advanceTimersByTime(1));
    expect(current(container)).toBe('The door');
    act(() => root.unmount());
  });
});

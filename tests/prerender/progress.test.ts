import { describe, expect, it } from 'vitest';
import { progressEvery } from '../../src/prerender/progress';

describe('progress lines of a long build step', () => {
  it('prints at most one line every two seconds of the step, and always the last', () => {
    const print = progressEvery(2000);
    const at = (done: number, ms: number) => print(done, 10, ms);
    expect([at(1, 100), at(2, 1999), at(3, 2000), at(4, 3500), at(5, 4000), at(9, 4100), at(10, 4200)]).toEqual([false, false, true, false, true, false, true]);
  });
});

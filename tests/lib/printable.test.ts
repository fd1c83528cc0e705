import { describe, expect, it } from 'vitest';
import { printable } from '../../src/lib/printable';

describe('printable', () => {
  it('keeps letters of any script, tabs and newlines', () => {
    expect(printable('Kaapstad\tجوهانسبرغ\nÉmile')).toBe('Kaapstad\tجوهانسبرغ\nÉmile');
  });

  it('marks controls, DEL and direction changes with U+FFFD', () => {
    expect(printable('a\u0000b\u001bc\u007fd\u0085e\u009bf')).toBe('a\ufffdb\ufffdc\ufffdd\ufffde\ufffdf');
    expect(printable('\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069')).toBe('\ufffd'.repeat(12));
  });
});

import { describe, expect, it } from 'vitest';
import { portFrom } from '../../cli/args';

describe('the port a command listens on', () => {
  it('takes --port first, then $PORT, then its own; 0 and 65535 are ports, 65536 is not', () => {
    expect(portFrom('65535', 4173, {})).toBe(65535);
    expect(portFrom('0', 4173, {})).toBe(0);
    expect(portFrom(undefined, 4173, { PORT: '8080' })).toBe(8080);
    expect(portFrom(undefined, 4173, {})).toBe(4173);
    expect(() => portFrom('65536', 4173, {})).toThrow('--port 65536: write a whole number from 0 to 65535, like 4173.');
    expect(() => portFrom(undefined, 4173, { PORT: 'eighty' })).toThrow('PORT eighty: write a whole number from 0 to 65535, like 4173.');
  });
});

import { describe, expect, it } from 'vitest';
import { isLoopbackHost } from '../../dev/loopback-host';

describe('isLoopbackHost', () => {
  it('accepts localhost, 127.x.x.x and [::1], with or without a port', () => {
    for (const host of ['localhost', 'LOCALHOST:5173', '127.0.0.1', '127.0.0.1:3999', '127.1.2.254:80', '[::1]', '[::1]:5173'])
      expect(isLoopbackHost(host), host).toBe(true);
  });

  it('refuses other names, look-alikes and a missing Host', () => {
    for (const host of [
      undefined,
      '',
      'attacker.example',
      'localhost.attacker.example',
      '127.0.0.1.attacker.example',
      '127.0.0.256',
      '128.0.0.1',
      '[::2]',
      '0.0.0.0:5173',
      '[::1].evil',
    ])
      expect(isLoopbackHost(host), String(host)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { corsHeaders, corsOriginsFrom, hstsPreloadFrom } from '../../src/core/deploy-env';

describe('the deployment settings both hosts read from their environment', () => {
  it('adds preload to HSTS only for HSTS_PRELOAD=1: 0, an empty value, true or none leave it off', () => {
    expect(hstsPreloadFrom({ HSTS_PRELOAD: '1' })).toBe(true);
    for (const value of ['0', '', 'true', undefined]) expect(hstsPreloadFrom({ HSTS_PRELOAD: value }), String(value)).toBe(false);
  });

  it('reads CONTENT_API_CORS_ORIGINS as a comma-separated list, spaces and empty items dropped', () => {
    expect(corsOriginsFrom({ CONTENT_API_CORS_ORIGINS: ' https://a.example , ,https://b.example' })).toEqual(['https://a.example', 'https://b.example']);
    expect(corsOriginsFrom({})).toEqual([]);
  });

  it('echoes an allowed origin with Vary: Origin, sends only Vary to another, and nothing when no origin is allowed', () => {
    expect(corsHeaders('https://a.example', ['https://a.example'])).toEqual({ vary: 'Origin', 'access-control-allow-origin': 'https://a.example' });
    expect(corsHeaders('https://evil.example', ['https://a.example'])).toEqual({ vary: 'Origin' });
    expect(corsHeaders('https://a.example', [])).toEqual({});
  });
});

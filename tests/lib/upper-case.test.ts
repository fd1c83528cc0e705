import { describe, expect, it } from 'vitest';
import { upperCase } from '../../src/lib/upper-case';

describe('upperCase', () => {
  it('puts company names in capitals, keeping punctuation', () => {
    expect(upperCase('Patel Office Supplies (Pty) Ltd')).toBe('PATEL OFFICE SUPPLIES (PTY) LTD');
    expect(upperCase('Mokoena Plumbing & Projects')).toBe('MOKOENA PLUMBING & PROJECTS');
  });
});

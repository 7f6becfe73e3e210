import { describe, expect, it } from 'vitest';
import { getInitial } from './avatar';

// The Avatar itself (initial, photo, failed photo, decorative) is shown by its stories; these
// are the names the stories do not reach.

describe('getInitial', () => {
  it('[ACCOUNT-17] takes the first letter of the name, after leading spaces, upper-cased', () => {
    expect(getInitial('ravi kumar')).toBe('R');
    expect(getInitial('  anjali')).toBe('A');
    expect(getInitial('Éva')).toBe('É');
  });

  it('falls back to "?" for a blank or missing name', () => {
    expect(getInitial('')).toBe('?');
    expect(getInitial('   ')).toBe('?');
    expect(getInitial(undefined)).toBe('?');
    expect(getInitial(null)).toBe('?');
  });
});

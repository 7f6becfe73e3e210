import { describe, expect, test } from 'vitest';
import { DEFAULT_SIGNUP_COUNTRY, SIGNUP_COUNTRIES, dialCodeOf } from './signup-countries';

describe('[ACCOUNT-03] signup countries and dial codes', () => {
  test('are exactly the spec table, in its order', () => {
    expect(SIGNUP_COUNTRIES.map(({ name, dialCode }) => `${name} ${dialCode}`)).toEqual([
      'India +91',
      'United Kingdom +44',
      'Canada +1',
      'Australia +61',
      'Germany +49',
      'France +33',
      'China +86',
      'Japan +81',
      'Brazil +55',
      'Mexico +52',
      'Russia +7',
      'Nigeria +234',
      'South Africa +27',
      'Egypt +20',
      'Spain +34',
      'Italy +39',
    ]);
  });

  test('the default is India with +91', () => {
    expect(DEFAULT_SIGNUP_COUNTRY).toBe('India');
    expect(dialCodeOf(DEFAULT_SIGNUP_COUNTRY)).toBe('+91');
  });

  test('choosing a country gives its dial code', () => {
    expect(dialCodeOf('Nigeria')).toBe('+234');
    expect(dialCodeOf('Russia')).toBe('+7');
    expect(dialCodeOf('Canada')).toBe('+1');
  });
});

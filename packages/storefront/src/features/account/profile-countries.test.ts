import { describe, expect, test } from 'vitest';
import { PROFILE_COUNTRIES, PROFILE_COUNTRY_CODES, regionsOf, withSaved } from './profile-countries';

describe('[ACCOUNT-26] the profile editor countries, regions and codes', () => {
  test("every country's regions and the codes are exactly the spec lists (the stories open India's and Canada's)", () => {
    expect(Object.fromEntries(PROFILE_COUNTRIES.map((country) => [country, regionsOf(country)]))).toEqual({
      'United States': ['California', 'New York', 'Texas'],
      Canada: ['Ontario', 'Quebec', 'British Columbia'],
      'United Kingdom': ['England', 'Scotland', 'Wales'],
      Australia: ['New South Wales', 'Victoria', 'Queensland'],
      India: ['Maharashtra', 'Karnataka', 'Delhi'],
    });
    expect(PROFILE_COUNTRY_CODES).toEqual(['+1', '+44', '+61', '+91']);
  });

  test('no country, or one outside the list, offers no regions', () => {
    expect(regionsOf('')).toEqual([]);
    expect(regionsOf('Germany')).toEqual([]);
    expect(regionsOf('toString')).toEqual([]);
  });

  test('a saved value outside the list is still offered, so saving keeps it', () => {
    expect(withSaved(PROFILE_COUNTRY_CODES, '+49')).toEqual(['+1', '+44', '+61', '+91', '+49']);
    expect(withSaved(PROFILE_COUNTRY_CODES, '+91')).toEqual(['+1', '+44', '+61', '+91']);
    expect(withSaved(PROFILE_COUNTRY_CODES, '')).toEqual(['+1', '+44', '+61', '+91']);
  });
});

import { describe, expect, test } from 'vitest';
import { SIGNUP_COUNTRIES } from './signup-countries';

// The list as the shopper sees it, India +91 by default and a chosen country's code are shown
// by the signup page's Idle story; the dial code of every country is checked here.
describe('[ACCOUNT-03] signup countries and dial codes', () => {
  test("every country carries the spec's dial code, in the spec's order", () => {
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
});

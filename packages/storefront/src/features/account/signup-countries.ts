/** The signup form's countries and their dial codes, in the spec's order (ACCOUNT-03). */
export const SIGNUP_COUNTRIES = [
  { name: 'India', dialCode: '+91' },
  { name: 'United Kingdom', dialCode: '+44' },
  { name: 'Canada', dialCode: '+1' },
  { name: 'Australia', dialCode: '+61' },
  { name: 'Germany', dialCode: '+49' },
  { name: 'France', dialCode: '+33' },
  { name: 'China', dialCode: '+86' },
  { name: 'Japan', dialCode: '+81' },
  { name: 'Brazil', dialCode: '+55' },
  { name: 'Mexico', dialCode: '+52' },
  { name: 'Russia', dialCode: '+7' },
  { name: 'Nigeria', dialCode: '+234' },
  { name: 'South Africa', dialCode: '+27' },
  { name: 'Egypt', dialCode: '+20' },
  { name: 'Spain', dialCode: '+34' },
  { name: 'Italy', dialCode: '+39' },
] as const;

export type SignupCountry = (typeof SIGNUP_COUNTRIES)[number]['name'];

export const DEFAULT_SIGNUP_COUNTRY: SignupCountry = 'India';

/** The dial code shown beside the phone number; an unknown country falls back to India's. */
export function dialCodeOf(country: string): string {
  const match = SIGNUP_COUNTRIES.find((entry) => entry.name === country);
  return match?.dialCode ?? '+91';
}

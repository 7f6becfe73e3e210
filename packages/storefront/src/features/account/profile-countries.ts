/** The profile editor's countries and the regions of each, in the spec's order (ACCOUNT-26). */
export const PROFILE_REGIONS = {
  'United States': ['California', 'New York', 'Texas'],
  Canada: ['Ontario', 'Quebec', 'British Columbia'],
  'United Kingdom': ['England', 'Scotland', 'Wales'],
  Australia: ['New South Wales', 'Victoria', 'Queensland'],
  India: ['Maharashtra', 'Karnataka', 'Delhi'],
} as const satisfies Record<string, readonly string[]>;

export const PROFILE_COUNTRIES = Object.keys(PROFILE_REGIONS) as (keyof typeof PROFILE_REGIONS)[];

export const PROFILE_COUNTRY_CODES = ['+1', '+44', '+61', '+91'] as const;

/** The regions offered once `country` is chosen; none before (the region select is disabled). */
export function regionsOf(country: string): readonly string[] {
  return Object.hasOwn(PROFILE_REGIONS, country) ? PROFILE_REGIONS[country as keyof typeof PROFILE_REGIONS] : [];
}

/**
 * The offered values plus the one already saved when it is not among them: a shopper who
 * signed up from Germany, or typed their own region, sees it selected rather than a blank
 * field, and saving without touching it keeps it.
 */
export function withSaved(offered: readonly string[], saved: string): string[] {
  return saved && !offered.includes(saved) ? [...offered, saved] : [...offered];
}

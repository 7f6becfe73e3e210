/**
 * A component's texts: its defaults (the spec's wording) with the caller's `labels` over
 * them. A key the caller leaves out, or sets to undefined, keeps its default; any other
 * value (null, '', a function) replaces it.
 */
export function mergeLabels<T extends object>(defaults: T, overrides: Partial<T> | undefined): T {
  if (!overrides) return defaults;
  const merged = { ...defaults };
  for (const key of Object.keys(overrides) as (keyof T)[]) {
    const value = overrides[key];
    if (value !== undefined) merged[key] = value as T[keyof T];
  }
  return merged;
}

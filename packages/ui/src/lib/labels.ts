/**
 * A component's texts: its defaults (the spec's wording) with the caller's `labels` over
 * them. A key the caller leaves out, or sets to undefined, keeps its default; any other
 * value (null, '', a function) replaces it.
 */
/** A component's `labels` prop: any of its texts; one given as undefined keeps its default. */
export type LabelOverrides<T> = { [Key in keyof T]?: T[Key] | undefined };

export function mergeLabels<T extends object>(defaults: T, overrides: LabelOverrides<T> | undefined): T {
  if (!overrides) return defaults;
  const merged = { ...defaults };
  for (const key of Object.keys(overrides) as (keyof T)[]) {
    const value = overrides[key];
    if (value !== undefined) merged[key] = value as T[keyof T];
  }
  return merged;
}

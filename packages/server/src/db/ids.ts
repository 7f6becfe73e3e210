/** A database id: a UUID (every table's `id` is `gen_random_uuid()`). */
const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` can be a database id; anything else names nothing that exists (SERVER-16). */
export function isId(value: string): boolean {
  return idPattern.test(value);
}

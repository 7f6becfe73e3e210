/** Schema and channel names go into SQL and connection options unquoted, so only plain names pass. */
export function assertPlainName(name: string, what: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`${what} must be lower-case letters, digits and underscores (got "${name}")`);
  }
  return name;
}

/** A role of 1 or '1' is an admin; anything else a regular user (AUTH-02). */
export function isAdminRole(role: unknown): boolean {
  return role === 1 || role === '1';
}

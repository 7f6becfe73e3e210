/**
 * PostgreSQL error codes behind drizzle's wrapped errors, the same over PGlite and
 * node-postgres: lets a service turn a constraint into a 409 instead of a 500.
 * `if (isUniqueViolation(error, 'categories_name_lower_key')) throw new HttpError(409, ...)`.
 */
interface PostgresError {
  code: string;
  constraint?: string;
}

function postgresError(error: unknown): PostgresError | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, ...(typeof constraint === 'string' ? { constraint } : {}) };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const violation =
  (...codes: string[]) =>
  (error: unknown, constraint?: string) => {
    const found = postgresError(error);
    return !!found && codes.includes(found.code) && (!constraint || found.constraint === constraint);
  };

/** 23505: a unique constraint or index (duplicate email, category name, cart line). */
export const isUniqueViolation = violation('23505');
/**
 * A foreign key (deleting a category that still has products, SERVER-46): 23503, or 23001
 * for ON DELETE RESTRICT on PostgreSQL 16+ (PGlite is 17, the test server 15).
 */
export const isForeignKeyViolation = violation('23503', '23001');
/** 23514: a check constraint (stock below 0). */
export const isCheckViolation = violation('23514');

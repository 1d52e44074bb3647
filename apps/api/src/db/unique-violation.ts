interface PgError {
  code?: string;
  constraint?: string;
  constraint_name?: string;
  cause?: PgError;
}

/**
 * The name of the unique constraint a statement broke (PostgreSQL 23505), or null for any other failure.
 * Drizzle wraps the driver's error in `cause`; node-postgres calls the field `constraint`, PGlite too.
 * @example uniqueViolation(error) === 'customers_project_phone_key'
 */
export function uniqueViolation(error: unknown): string | null {
  for (let current = error as PgError | undefined; current; current = current.cause) {
    if (current.code === '23505') return current.constraint ?? current.constraint_name ?? '';
  }
  return null;
}

export const isUniqueViolation = (error: unknown): boolean => uniqueViolation(error) !== null;

/**
 * The name of the foreign key a statement broke (PostgreSQL 23503: a row refers to one that is not there, or a
 * referred row is deleted), or null for any other failure.
 * @example foreignKeyViolation(error) === 'project_services_category_fk'
 */
export function foreignKeyViolation(error: unknown): string | null {
  for (let current = error as PgError | undefined; current; current = current.cause) {
    if (current.code === '23503') return current.constraint ?? current.constraint_name ?? '';
  }
  return null;
}

/**
 * The name of the exclusion constraint a statement broke (PostgreSQL 23P01: the row overlaps another, such as two
 * appointments of one employee), or null for any other failure.
 * @example exclusionViolation(error) === 'appointments_employee_no_overlap'
 */
export function exclusionViolation(error: unknown): string | null {
  for (let current = error as PgError | undefined; current; current = current.cause) {
    if (current.code === '23P01') return current.constraint ?? current.constraint_name ?? '';
  }
  return null;
}

import type { Db } from './database';

/**
 * A statement built once per database and variant, then only executed with new values (ADR 0024).
 * Drizzle spends more CPU building a query (walking its SQL tree, naming every column and parameter)
 * than the driver spends sending it; a read that runs on many requests is built with `sql.placeholder`
 * for its values and `.prepare(name)` once instead. On Postgres the name makes it a prepared statement,
 * parsed once per pooled connection; names must be unique in the API, so they start with the module's
 * table (`projects_list_...`).
 *
 * Variants are the shapes the statement takes (a filter given or not, a sort order); keep them few.
 *
 * @example
 * const byDomain = preparedStatement('projects_by_domain', (db, name) =>
 *   db.select().from(projects).where(eq(projects.domain, sql.placeholder('domain'))).prepare(name));
 * const [row] = await byDomain(db).execute({ domain });
 */
export function preparedStatement<Statement>(
  name: string,
  build: (db: Db, name: string) => Statement,
): (db: Db) => Statement {
  const variants = preparedVariants<'', Statement>(name, (db, _variant, variantName) =>
    build(db, variantName),
  );
  return (db) => variants(db, '');
}

/** `preparedStatement` with variants: `build` gets the variant and the name to prepare it under. */
export function preparedVariants<Variant extends string, Statement>(
  name: string,
  build: (db: Db, variant: Variant, name: string) => Statement,
): (db: Db, variant: Variant) => Statement {
  // Per database: tests (and the bench) run several servers in one process.
  const built = new WeakMap<Db, Map<Variant, Statement>>();
  return (db, variant) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = new Map()));
    let statement = statements.get(variant);
    if (!statement)
      statements.set(variant, (statement = build(db, variant, variant ? `${name}_${variant}` : name)));
    return statement;
  };
}

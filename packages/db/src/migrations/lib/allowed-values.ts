import { sql, type Kysely } from 'kysely';

/**
 * Enum-like columns are text with a one-column CHECK (`column IN ('a', 'b')`). Until now each migration that added a
 * value restated the whole list, twice (up and down), and the lists drifted apart from one migration to the next.
 * With these a migration names only the values it adds or drops; the list in force is read from the database,
 * which is deterministic because migrations run in order. The migrations before this helper are history and keep
 * their lists as written.
 *
 * Only for migrations: plain Kysely<any> and SQL, no app code.
 */

/** The values of a CHECK as Postgres prints it (`CHECK ((status = ANY (ARRAY['a'::text, 'b'::text])))`), or null. */
export function inListValues(definition: string, column: string): string[] | null {
  const list = /^CHECK \(\(("?)(\w+)\1 = ANY \(ARRAY\[(.*)\]\)\)\)$/.exec(definition);
  if (!list || list[2] !== column) return null;
  return [...list[3]!.matchAll(/'((?:[^']|'')*)'::text/g)].map((match) => match[1]!.replaceAll("''", "'"));
}

/** The column's `IN (...)` CHECK: its name and its values in the order they were written. */
export async function allowedValues(
  db: Kysely<any>,
  table: string,
  column: string,
): Promise<{ constraint: string; values: string[] }> {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT co.conname AS name, pg_get_constraintdef(co.oid) AS definition
    FROM pg_constraint co
    JOIN pg_attribute a ON a.attrelid = co.conrelid AND a.attnum = co.conkey[1]
    WHERE co.conrelid = ${table}::regclass AND co.contype = 'c' AND cardinality(co.conkey) = 1
      AND a.attname = ${column}`.execute(db);
  const lists = rows.flatMap((row) => {
    const values = inListValues(row.definition, column);
    return values ? [{ constraint: row.name, values }] : [];
  });
  if (lists.length !== 1) {
    throw new Error(`${table}.${column}: expected one CHECK (${column} IN (...)), found ${lists.length}`);
  }
  return lists[0]!;
}

async function setAllowedValues(
  db: Kysely<any>,
  table: string,
  column: string,
  constraint: string,
  values: string[],
): Promise<void> {
  await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.id(constraint)},
    ADD CONSTRAINT ${sql.id(constraint)} CHECK (${sql.ref(column)} IN (${sql.join(values.map((value) => sql.lit(value)))}))`.execute(
    db,
  );
}

/** Lets the column take more values (a migration's up); a value it already takes is a mistake and throws. */
export async function addAllowedValues(
  db: Kysely<any>,
  table: string,
  column: string,
  added: readonly string[],
): Promise<void> {
  const { constraint, values } = await allowedValues(db, table, column);
  const again = added.filter((value) => values.includes(value));
  if (again.length > 0) throw new Error(`${table}.${column} already allows ${again.join(', ')}`);
  await setAllowedValues(db, table, column, constraint, [...values, ...added]);
}

/**
 * Takes values away (a migration's down, or a value retired): rows that hold them must be changed or deleted first,
 * or Postgres refuses the new CHECK. A value it does not take is a mistake and throws.
 */
export async function dropAllowedValues(
  db: Kysely<any>,
  table: string,
  column: string,
  dropped: readonly string[],
): Promise<void> {
  const { constraint, values } = await allowedValues(db, table, column);
  const unknown = dropped.filter((value) => !values.includes(value));
  if (unknown.length > 0) throw new Error(`${table}.${column} does not allow ${unknown.join(', ')}`);
  await setAllowedValues(
    db,
    table,
    column,
    constraint,
    values.filter((value) => !dropped.includes(value)),
  );
}

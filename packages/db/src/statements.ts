import type { CompiledQuery, Kysely, RootOperationNode } from 'kysely';

/** Stands for one of a call's values while its shape's statement is built; each run binds that call's value here. */
class Slot {
  constructor(readonly name: string) {}
}

/** A shape's compiled statement: its text, and each parameter a constant of the shape or the call's value by name. */
type Built = { sql: string; query: RootOperationNode; parameters: readonly unknown[] };

/** Past this many shapes the memo starts over (a list has a few dozen: which filters are given, with a cursor or not). */
const SHAPES_KEPT = 500;

/**
 * A statement built and compiled once per shape, each call binding only its values. Building a list's statement
 * through Kysely and compiling it to text cost a list call about a tenth of its CPU, and each new text was hashed
 * again to find its prepared statement's name (prepared.ts), where the same text object is found at once.
 *
 * `build` gets `shape` (what changes the text: a kind, a sort) as given, and `values` as placeholders: a value the
 * call leaves undefined is undefined there too, so `if (values.search)` picks the shape's text as it would pick it
 * per call. The memo's key is the shape and which values are given, so build must decide the text by nothing else:
 * it may pass a value to Kysely (`where(…, '=', values.ownerId)`, `${values.take}` in `sql`) but not compute with it
 * (`values.limit + 1`, `likePattern(values.search)`): the caller gives such values worked out. A value bound this
 * way is always one parameter, so an array goes as `= ANY(${values.ids}::text[])`, never `in`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's Kysely: the memo only compiles and runs
export function shapedStatement<D extends Kysely<any>, S, V extends Record<string, unknown>, O>(
  build: (db: D, shape: S, values: V) => { compile(db: D): CompiledQuery<O> },
) {
  const built = new Map<string, Built>();

  function compile(db: D, shape: S, values: V): CompiledQuery<O> {
    const given = Object.keys(values).filter((name) => values[name] !== undefined);
    const key = JSON.stringify([shape, given]);
    let statement = built.get(key);
    if (!statement) {
      const slots = Object.fromEntries(given.map((name) => [name, new Slot(name)])) as V;
      const compiled = build(db, shape, slots).compile(db);
      statement = { sql: compiled.sql, query: compiled.query, parameters: compiled.parameters };
      if (built.size >= SHAPES_KEPT) built.clear();
      built.set(key, statement);
    }
    const parameters = statement.parameters.map((p) => (p instanceof Slot ? values[p.name] : p));
    return { sql: statement.sql, query: statement.query, parameters, queryId: { queryId: '' } };
  }

  return {
    compile,
    /** The statement's rows, for this call's shape and values. */
    execute: async (db: D, shape: S, values: V): Promise<O[]> =>
      (await db.executeQuery(compile(db, shape, values))).rows,
  };
}

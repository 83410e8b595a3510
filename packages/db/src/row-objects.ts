/**
 * Rows as objects, from rows as arrays: how named statements on Postgres (prepared.ts) and every statement of the
 * embedded engine (pglite-client.ts) hand their rows to Kysely.
 *
 * pg builds an object row by cloning an empty row and storing each column by name. In a process that runs a few
 * hundred statement shapes those stores see every shape, so V8 makes them its slowest kind (megamorphic): a page of
 * 20 projects spent 103 µs a request in pg's `parseRow`, where a small app running the same statement spent 38
 * (bench/README.md, "Where the CPU goes"). Here each column list gets a function of its own whose one object literal
 * builds the row, so every row of a shape is made at one place, the same way, with its fields inside the object.
 */

type Field = { readonly name: string };
type Build = (row: readonly unknown[]) => Record<string, unknown>;
type Builder = { names: string[]; build: Build };

/** Builders by statement (its name or text): a statement's columns change only with the schema, checked each time. */
const builders = new Map<string, Builder>();
/** Past this many statements the memo starts over: a process runs a few hundred. */
const BUILDERS_KEPT = 2_000;

/**
 * The rows of `statement` (a name or text that stays the same string for the same statement) as objects keyed by
 * column name in column order, a name given twice keeping its last column's value, as pg and PGlite build them.
 */
export function rowObjects<R>(statement: string, rows: readonly (readonly unknown[])[], fields: readonly Field[]): R[] {
  if (rows.length === 0) return [];
  const { build } = builderFor(statement, fields);
  const objects = new Array<R>(rows.length);
  for (let i = 0; i < rows.length; i += 1) objects[i] = build(rows[i]!) as R;
  return objects;
}

function builderFor(statement: string, fields: readonly Field[]): Builder {
  const known = builders.get(statement);
  if (known && sameNames(known.names, fields)) return known;
  if (builders.size >= BUILDERS_KEPT) builders.clear();
  const names = fields.map((field) => field.name);
  const builder = { names, build: compile(names) };
  builders.set(statement, builder);
  return builder;
}

function sameNames(names: readonly string[], fields: readonly Field[]): boolean {
  if (names.length !== fields.length) return false;
  for (let i = 0; i < names.length; i += 1) if (names[i] !== fields[i]!.name) return false;
  return true;
}

function compile(names: string[]): Build {
  // `__proto__: x` in a literal sets the prototype instead of a field: such a list is built by the loop.
  if (names.includes('__proto__')) return (row) => byLoop(names, row);
  const properties = names.map((name, i) => `${JSON.stringify(name)}: row[${i}]`).join(', ');
  // Each name enters the code as a JSON string literal; nothing else from outside does.
  return new Function('row', `return { ${properties} };`) as Build;
}

function byLoop(names: string[], row: readonly unknown[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = 0; i < names.length; i += 1)
    Object.defineProperty(object, names[i]!, { value: row[i], enumerable: true, writable: true, configurable: true });
  return object;
}

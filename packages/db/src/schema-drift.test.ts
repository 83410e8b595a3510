import { sql } from 'kysely';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB, DatabaseHandle } from './client';
import { inListValues } from './migrations/lib/allowed-values';
import { createTestDatabase } from './testing';

/**
 * schema.ts is written by hand; this test holds it to what the migrations create. It reads the `Database`
 * interface with the TypeScript checker (so aliases, `extends`, `Generated<>`, `ColumnType<>` and the unions
 * imported from @wallcraft/shared are resolved as the compiler sees them) and compares every table and column
 * with a freshly migrated database: presence, type, nullability, default, and the values of enum-like CHECKs.
 */

/** What a column reads back as in JavaScript (client.ts and pglite-worker.js set the int8 and date parsers). */
type TsKind = 'string' | 'number' | 'boolean' | 'Date' | 'json' | 'string[]' | 'number[]';

/** The one table from Postgres types (format_type, without length) to what schema.ts must declare. */
const TS_OF_PG: Record<string, TsKind> = {
  uuid: 'string',
  text: 'string',
  'character varying': 'string',
  character: 'string',
  smallint: 'number',
  integer: 'number',
  // int8 (bigserial ids, counts) is parsed to a number by both drivers.
  bigint: 'number',
  'double precision': 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  // `date` reads back as 'YYYY-MM-DD' text, never a local-time Date (DateOnly in schema.ts).
  date: 'string',
  jsonb: 'json',
  // Only read inside SQL (@@, ts_rank); its text form if selected.
  tsvector: 'string',
  // earthdistance's point (a cube): only read inside SQL; its text form if selected.
  earth: 'string',
  'text[]': 'string[]',
  'uuid[]': 'string[]',
  'integer[]': 'number[]',
  'double precision[]': 'number[]',
};

/** Tables in the database that schema.ts leaves out on purpose. */
const NOT_IN_SCHEMA: Record<string, string> = {
  kysely_migration: "Kysely's migrator's own record of applied migrations",
  kysely_migration_lock: "Kysely's migrator's lock row",
};

/**
 * Columns whose string-literal union has no CHECK in the database, each with why the union is still right.
 * Array columns are here too: a CHECK cannot list an array's allowed elements as `IN (...)`.
 */
const UNCHECKED_UNIONS: Record<string, string> = {
  'api_tokens.scopes': 'text[]: the API validates each scope against API_TOKEN_SCOPES (the CHECK only wants one)',
  'webhook_endpoints.event_types': 'text[]: the API validates each against WEBHOOK_EVENT_TYPES',
  'webhook_deliveries.event_type': 'written only by the server, from WEBHOOK_EVENT_TYPES',
  'email_opt_outs.category': 'the API validates it against the email categories of @wallcraft/shared',
  'email_outbox.category': 'written only by the server: an email category or account',
  'referral_signups.first_action':
    'its CHECK (referral_signups_first_action_check) ties it to first_action_at, so it is no one-column IN list',
};

type TsColumn = {
  kinds: string[];
  literals: string[] | null;
  nullable: boolean;
  /** Insertable leaves it out: Generated<>, or a ColumnType whose insert type takes undefined. */
  insertOptional: boolean;
  /** Never inserted: GeneratedAlways<> or ColumnType<_, never, never>. */
  insertNever: boolean;
};

type DbColumn = {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
  has_default: boolean;
  generated: boolean;
};

function readSchemaTs(): Map<string, Map<string, TsColumn>> {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const packageDir = path.join(dir, '..');
  const tsconfig = ts.readConfigFile(path.join(packageDir, 'tsconfig.json'), ts.sys.readFile).config;
  const config = ts.parseJsonConfigFileContent(tsconfig, ts.sys, packageDir);
  const file = path.join(dir, 'schema.ts');
  const program = ts.createProgram([file], config.options);
  // An import that does not resolve would make its types `any` and hide every difference behind it.
  const errors = ts.getPreEmitDiagnostics(program);
  if (errors.length > 0) throw new Error(ts.formatDiagnostics(errors, ts.createCompilerHost(config.options)));
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const database = source.statements.find(
    (node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === 'Database',
  );
  if (!database) throw new Error('schema.ts declares no Database interface');

  const members = (type: ts.Type): ts.Type[] => (type.isUnion() ? type.types : [type]);
  const part = (type: ts.Type, name: '__select__' | '__insert__'): ts.Type[] => {
    const property = type.getProperty(name);
    return property ? members(checker.getTypeOfSymbol(property)) : [type];
  };
  const kindOf = (type: ts.Type): string => {
    if (type.flags & (ts.TypeFlags.String | ts.TypeFlags.StringLiteral)) return 'string';
    if (type.flags & (ts.TypeFlags.Number | ts.TypeFlags.NumberLiteral)) return 'number';
    if (type.flags & ts.TypeFlags.BooleanLiteral) return 'boolean';
    if (checker.isArrayType(type)) {
      const element = checker.getTypeArguments(type as ts.TypeReference)[0]!;
      return `${[...new Set(members(element).map(kindOf))].join(' | ')}[]`;
    }
    if (type.getSymbol()?.getName() === 'Date') return 'Date';
    if (type.flags & ts.TypeFlags.Object) return 'json';
    return checker.typeToString(type);
  };
  const literalsOf = (types: ts.Type[]): string[] | null => {
    const flat = types.flatMap((type) =>
      checker.isArrayType(type) ? members(checker.getTypeArguments(type as ts.TypeReference)[0]!) : [type],
    );
    const literals = flat.filter((type) => type.isStringLiteral()).map((type) => (type as ts.StringLiteralType).value);
    return literals.length > 0 ? literals.sort() : null;
  };

  const tables = new Map<string, Map<string, TsColumn>>();
  const databaseType = checker.getTypeAtLocation(database);
  for (const table of databaseType.getProperties()) {
    const columns = new Map<string, TsColumn>();
    for (const column of checker.getTypeOfSymbol(table).getProperties()) {
      const declared = members(checker.getTypeOfSymbol(column));
      const select = declared.flatMap((type) => part(type, '__select__'));
      const insert = declared.flatMap((type) => part(type, '__insert__'));
      const values = select.filter((type) => !(type.flags & ts.TypeFlags.Null));
      columns.set(column.getName(), {
        kinds: [...new Set(values.map(kindOf))],
        literals: literalsOf(values),
        nullable: values.length < select.length,
        insertOptional:
          (column.flags & ts.SymbolFlags.Optional) !== 0 || insert.some((type) => type.flags & ts.TypeFlags.Undefined),
        insertNever: insert.every((type) => type.flags & ts.TypeFlags.Never),
      });
    }
    tables.set(table.getName(), columns);
  }
  return tables;
}

async function readDatabase(db: DB) {
  const { rows: columns } = await sql<DbColumn>`
    SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
      a.attnotnull AS not_null, a.atthasdef OR a.attidentity <> '' AS has_default,
      a.attgenerated <> '' OR a.attidentity = 'a' AS generated
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY c.relname, a.attnum`.execute(db);
  // One-column CHECKs of the form `column IN ('a', 'b')`, which Postgres stores as `= ANY (ARRAY[...])`.
  const { rows: checks } = await sql<{ table: string; column: string; definition: string }>`
    SELECT c.relname AS table, a.attname AS column, pg_get_constraintdef(co.oid) AS definition
    FROM pg_constraint co
    JOIN pg_class c ON c.oid = co.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = co.conrelid AND a.attnum = co.conkey[1]
    WHERE n.nspname = 'public' AND co.contype = 'c' AND cardinality(co.conkey) = 1`.execute(db);
  const allowed = new Map<string, string[]>();
  for (const check of checks) {
    const values = inListValues(check.definition, check.column);
    if (values) allowed.set(`${check.table}.${check.column}`, values.sort());
  }
  return { columns, allowed };
}

/** Every difference between schema.ts and the migrated database, one line each, naming table and column. */
function differences(
  declared: Map<string, Map<string, TsColumn>>,
  { columns, allowed }: Awaited<ReturnType<typeof readDatabase>>,
): string[] {
  const found: string[] = [];
  const actual = new Map<string, Map<string, DbColumn>>();
  for (const column of columns) {
    if (column.table in NOT_IN_SCHEMA) continue;
    if (!actual.has(column.table)) actual.set(column.table, new Map());
    actual.get(column.table)!.set(column.column, column);
  }
  for (const table of declared.keys()) {
    if (!actual.has(table)) found.push(`${table}: in schema.ts, missing in the database`);
  }
  for (const [table, dbColumns] of actual) {
    const tsColumns = declared.get(table);
    if (!tsColumns) {
      found.push(`${table}: in the database, missing in schema.ts (or list it in NOT_IN_SCHEMA with why)`);
      continue;
    }
    for (const name of tsColumns.keys()) {
      if (!dbColumns.has(name)) found.push(`${table}.${name}: in schema.ts, missing in the database`);
    }
    for (const [name, db] of dbColumns) {
      const where = `${table}.${name}`;
      const ts = tsColumns.get(name);
      if (!ts) {
        found.push(`${where}: in the database (${db.type}), missing in schema.ts`);
        continue;
      }
      const pgType = db.type.replace(/\(\d+(,\d+)?\)/, '');
      const expected = TS_OF_PG[pgType];
      if (!expected) found.push(`${where}: Postgres type ${db.type} has no entry in TS_OF_PG`);
      else if (ts.kinds.join(' | ') !== expected) {
        found.push(`${where}: type differs: schema.ts reads ${ts.kinds.join(' | ')}, ${db.type} reads ${expected}`);
      }
      if (ts.nullable === db.not_null) {
        found.push(
          `${where}: nullability differs: schema.ts ${ts.nullable ? 'allows' : 'excludes'} null, ` +
            `the database is ${db.not_null ? 'NOT NULL' : 'nullable'}`,
        );
      }
      if (db.generated !== ts.insertNever) {
        found.push(
          db.generated
            ? `${where}: the database computes it (GENERATED ALWAYS), schema.ts lets it be inserted (use GeneratedAlways<>)`
            : `${where}: schema.ts never inserts it, the database does not generate it`,
        );
      } else if (!db.generated && db.not_null && db.has_default !== ts.insertOptional) {
        found.push(
          db.has_default
            ? `${where}: the database has a default, schema.ts requires it on insert (use Generated<>)`
            : `${where}: schema.ts lets an insert leave it out (Generated<> or undefined on insert), ` +
                `the database has no default and it is NOT NULL`,
        );
      }
      const values = allowed.get(where);
      if (values && !ts.literals) {
        found.push(`${where}: the CHECK allows only ${values.join(', ')}; schema.ts says any ${ts.kinds.join(' | ')}`);
      } else if (ts.literals && !values && !(where in UNCHECKED_UNIONS)) {
        found.push(`${where}: schema.ts allows only ${ts.literals.join(', ')}; the database has no CHECK listing them`);
      } else if (ts.literals && values) {
        const onlyTs = ts.literals.filter((value) => !values.includes(value));
        const onlyDb = values.filter((value) => !ts.literals!.includes(value));
        if (onlyTs.length > 0 || onlyDb.length > 0) {
          found.push(
            `${where}: allowed values differ: only in schema.ts [${onlyTs.join(', ')}], ` +
              `only in the CHECK [${onlyDb.join(', ')}]`,
          );
        }
      }
    }
  }
  return found;
}

describe('schema.ts', () => {
  let handle: DatabaseHandle;
  let declared: ReturnType<typeof readSchemaTs>;
  beforeAll(async () => {
    handle = await createTestDatabase();
    declared = readSchemaTs();
  });
  afterAll(async () => handle.close());

  it('declares every table and column the migrations create, with their types, nullability and defaults', async () => {
    const found = differences(declared, await readDatabase(handle.db));
    expect(found, `schema.ts differs from the migrated database:\n${found.join('\n')}`).toEqual([]);
  });

  it('names the table, the column and what differs when a migration changes one', async () => {
    const rollback = new Error('rollback');
    let found: string[] = [];
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`CREATE TABLE drift_new (id integer)`.execute(trx);
        await sql`DROP TABLE email_conversation_windows`.execute(trx);
        await sql`ALTER TABLE health_probe DROP COLUMN checked_at`.execute(trx);
        await sql`ALTER TABLE walls ADD COLUMN drift_extra text`.execute(trx);
        await sql`ALTER TABLE walls ALTER COLUMN title DROP NOT NULL`.execute(trx);
        await sql`ALTER TABLE walls ALTER COLUMN view_count DROP DEFAULT`.execute(trx);
        await sql`ALTER TABLE walls ALTER COLUMN wall_type TYPE integer USING NULL`.execute(trx);
        await sql`ALTER TABLE sessions ALTER COLUMN expires_at SET DEFAULT now()`.execute(trx);
        await sql`ALTER TABLE walls DROP CONSTRAINT walls_status_check,
          ADD CONSTRAINT walls_status_check CHECK (status IN ('available', 'booked', 'demolished'))`.execute(trx);
        found = differences(declared, await readDatabase(trx));
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    expect(found.sort()).toEqual([
      'drift_new: in the database, missing in schema.ts (or list it in NOT_IN_SCHEMA with why)',
      'email_conversation_windows: in schema.ts, missing in the database',
      'health_probe.checked_at: in schema.ts, missing in the database',
      'sessions.expires_at: the database has a default, schema.ts requires it on insert (use Generated<>)',
      'walls.drift_extra: in the database (text), missing in schema.ts',
      'walls.status: allowed values differ: only in schema.ts [unavailable], only in the CHECK [demolished]',
      'walls.title: nullability differs: schema.ts excludes null, the database is nullable',
      'walls.view_count: schema.ts lets an insert leave it out (Generated<> or undefined on insert), ' +
        'the database has no default and it is NOT NULL',
      'walls.wall_type: type differs: schema.ts reads string, integer reads number',
    ]);
  });
});

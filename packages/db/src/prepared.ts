import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';
import { rowObjects } from './row-objects';

/**
 * Starts a statement that is planned for its values on every run, never named: for one whose best plan depends on
 * them so much that Postgres's generic plan (chosen after five runs when its estimate looks no worse) would read far
 * more. Planning costs a call 1-4 ms on Postgres, so a statement is better written to have one plan that serves
 * every value, as discover's text search now is (its words' three ways, packages/api discover/queries.ts `ranked`);
 * the API marks none. Tests use it to take pg's unnamed path.
 */
export const PLAN_EACH_TIME = '/* plan each time */ ';

/**
 * A read without parameters that is named all the same: one statement starting with SELECT or WITH (a list's first
 * page has none, its limits being in its text, and would otherwise be planned on every call). Anything else without
 * parameters (BEGIN, a migration's several statements) stays a simple query.
 */
export const NAMED_WITHOUT_PARAMETERS = /^(select|with)\b[^;]*$/i;

/** Whether a statement is named (prepared once per connection): prepared.ts and the embedded engine's worker. */
export const isNamed = (text: string, parameters: ReadonlyArray<unknown> | undefined): boolean =>
  !text.startsWith(PLAN_EACH_TIME) && (parameters?.length ? true : NAMED_WITHOUT_PARAMETERS.test(text));

/** Named statements one connection keeps; past that, the least recently used is deallocated. */
export const STATEMENTS_PER_CONNECTION = 200;

/** Names already worked out, by statement text: a process runs a few hundred shapes, each call hashed them again. */
const names = new Map<string, string>();
/** Past this many texts the memo starts over (IN lists of every length are shapes of their own). */
const NAMES_KEPT = 2_000;

/** A statement's name: a hash of its text, so one query shape is parsed and planned once per connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAMES_KEPT) names.clear();
    name = `wc_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

/** pg's record of what a connection has parsed (`connection.parsedStatements`), which DEALLOCATE must clear. */
type Parsed = { connection?: { parsedStatements?: Record<string, string> } };

/**
 * One pooled connection's named statements, least recently used first. Which queries are named: `isNamed`.
 */
class NamedStatements implements PostgresPoolClient {
  private readonly names = new Map<string, true>();

  constructor(
    private readonly client: pg.PoolClient,
    private readonly limit: number,
  ) {}

  get processID(): number | undefined {
    return (this.client as unknown as { processID?: number }).processID;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    const client = this.client as unknown as PostgresPoolClient;
    if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor);
    if (!isNamed(sqlOrCursor, parameters)) return client.query(sqlOrCursor, parameters ?? []);
    return this.named<R>(sqlOrCursor, parameters ?? []);
  }

  private async named<R>(text: string, values: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    const name = statementName(text);
    if (this.names.delete(name)) this.names.set(name, true);
    else {
      while (this.names.size >= this.limit) await this.deallocate(this.names.keys().next().value as string);
      this.names.set(name, true);
    }
    const { command, rowCount, rows, fields } = await this.run(name, text, values as unknown[]);
    return { command, rowCount, rows: rowObjects<R>(name, rows, fields) } as PostgresQueryResult<R>;
  }

  private run(name: string, text: string, values: unknown[]): Promise<pg.QueryResult<unknown[]>> {
    return new Promise((resolve, reject) => {
      this.client.query(
        new NamedQuery(name, text, values, (error, result) => {
          if (!error) return resolve(result);
          // As pg does for its own promises: a stack that leads back to the caller, not to the socket's read.
          Error.captureStackTrace(error);
          reject(error);
        }),
      );
    });
  }

  private async deallocate(name: string): Promise<void> {
    this.names.delete(name);
    const parsed = (this.client as unknown as Parsed).connection?.parsedStatements;
    if (!parsed?.[name]) return;
    await this.client.query(`DEALLOCATE "${name}"`);
    delete parsed[name];
  }

  release(delayedError?: boolean): void {
    this.client.release(delayedError);
  }
}

/** pg's internals that NamedQuery and ArrayResult set (pg 8's lib/query.js and lib/result.js; tested in prepared.test.ts). */
type QueryInternals = { name: string; _rowMode?: string; _result: pg.Result; _results: pg.Result | pg.Result[] };
type ResultInternals = { _parsers?: ((value: string) => unknown)[]; _types?: Pick<typeof pg.types, 'getTypeParser'> };
type Callback = (error: Error | undefined, result: pg.QueryResult<unknown[]>) => void;

/**
 * A named statement whose rows come as arrays, run as pg runs one given a config object, minus two costs of its
 * every run that buy nothing here (a profile of the session call: 6 and 18 µs of a request's 306):
 * - pg copies a config object, property descriptors and all, so as not to change the caller's; handed the text as
 *   a string it has nothing to copy;
 * - for every result pg builds an empty object row for its column list, a field at a time and then copied (about
 *   0.4 µs a column, brianc/node-postgres#3055), which only rows as objects use. ArrayResult keeps what rows as
 *   arrays need: the columns and their parsers.
 */
class NamedQuery extends pg.Query {
  constructor(name: string, text: string, values: unknown[], callback: Callback) {
    super(text, values, callback as never);
    const internals = this as unknown as QueryInternals;
    internals.name = name;
    internals._rowMode = 'array';
    internals._result = internals._results = new ArrayResult();
  }
}

class ArrayResult extends pg.Result {
  constructor() {
    // No type parsers given: the client sets its own on the result as it queues the query, as for its own results.
    super('array', undefined as unknown as typeof pg.types);
  }

  addFields(fields: pg.FieldDef[]): void {
    const internals = this as unknown as ResultInternals;
    const types = internals._types ?? pg.types;
    const parsers = new Array<(value: string) => unknown>(fields.length);
    for (let i = 0; i < fields.length; i += 1)
      parsers[i] = types.getTypeParser(fields[i]!.dataTypeID, (fields[i]!.format || 'text') as 'text');
    this.fields = fields;
    internals._parsers = parsers;
  }
}

/**
 * The pool Kysely's PostgresDialect reads through: every query with parameters becomes a named prepared statement
 * (pg's QueryConfig `name`), so Postgres parses it once per connection and, once it has seen a few runs, reuses a
 * generic plan instead of planning each call (the discover statement spent 0.8 ms planning for 0.2 ms executing).
 * At most `limit` names per connection; other users of the pg pool (rate limits, pg-boss) are untouched.
 */
export function namedStatementPool(pool: pg.Pool, limit = STATEMENTS_PER_CONNECTION): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, NamedStatements>();
  return {
    // What Kysely's driver reads to open a side connection that cancels a query.
    Client: (pool as unknown as Pick<PostgresPool, 'Client'>).Client,
    options: pool.options,
    connect: async () => {
      const client = await pool.connect();
      let named = wrapped.get(client);
      if (!named) wrapped.set(client, (named = new NamedStatements(client, limit)));
      return named;
    },
    end: () => pool.end(),
  };
}

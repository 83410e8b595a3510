import type { CompiledQuery, DatabaseConnection, Dialect } from 'kysely';

/** Wraps one statement's run (the API's tracing puts a span around it) and returns what the run returns. */
export type QueryObserver = <R>(sql: string, run: () => Promise<R>) => Promise<R>;

let observer: QueryObserver | null = null;

/**
 * Observes every statement of every database openDatabase opens, on Postgres and on the embedded engine alike (the
 * embedded one has no `pg` module an instrumentation could patch); null stops. One observer per process.
 */
export function observeQueries(next: QueryObserver | null): void {
  observer = next;
}

const OBSERVED = Symbol('observed');

/** Patches a connection once (a pooled one is handed out again and again): a null check per statement when unobserved. */
function observe(connection: DatabaseConnection): DatabaseConnection {
  const patched = connection as DatabaseConnection & { [OBSERVED]?: true };
  if (patched[OBSERVED]) return patched;
  const execute = connection.executeQuery.bind(connection);
  patched.executeQuery = (compiled: CompiledQuery, options) =>
    observer ? observer(compiled.sql, () => execute(compiled, options)) : execute(compiled, options);
  patched[OBSERVED] = true;
  return patched;
}

/** The dialect with every connection its driver hands out observed. */
export function observedDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => {
      const driver = dialect.createDriver();
      const acquire = driver.acquireConnection.bind(driver);
      driver.acquireConnection = async (...args) => observe(await acquire(...args));
      return driver;
    },
  };
}

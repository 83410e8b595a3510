export { openDatabase, type DB, type DatabaseHandle, type OpenDatabaseOptions } from './client';
export { DataDirError } from './data-dir';
export {
  BackupError,
  backupDataDir,
  restoreBackup,
  serveBackups,
  writeScheduledBackup,
  type BackupServer,
  type ServedBackup,
} from './backup';
export { isDiskFullError, isEngineRestartedError } from './errors';
export { EngineRestartedError } from './pglite-client';
export { vacuumTables } from './maintenance';
export { observeQueries, type QueryObserver } from './observed';
export { PLAN_EACH_TIME } from './prepared';
export { migrateToLatest, pendingMigrations } from './migrate';
export { hashPassword, verifyPassword } from './passwords';
export type * from './schema';
export {
  ensurePlaces,
  fillMissingCoordinates,
  foldPlaceName,
  locatePlace,
  placeRows,
  preparePlaces,
  type PlaceRow,
} from './places';
export {
  afterOf,
  afterValues,
  decodeCursor,
  encodeCursor,
  InvalidCursorError,
  pageOf,
  pageQuery,
  paginate,
  readPage,
  type Page,
  type SortKey,
} from './paging';
export { shapedStatement } from './statements';

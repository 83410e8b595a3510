export { openDatabase, type DB, type DatabaseHandle, type OpenDatabaseOptions } from './client';
export { migrateToLatest } from './migrate';
export type * from './schema';

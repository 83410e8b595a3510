/** vitest globalSetup: one migrated template database for the whole run (see testing.ts). */
export { prepareTestTemplate as default } from './testing';

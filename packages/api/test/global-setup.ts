/** vitest globalSetup: one migrated template database for the whole run (see @wallcraft/db/testing). */
export { prepareTestTemplate as default } from '@wallcraft/db/testing';

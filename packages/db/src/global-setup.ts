/** vitest globalSetup: one migrated template database for the whole run (see testing.ts). */
import { prepareTestTemplate } from './testing';

export default () => prepareTestTemplate();

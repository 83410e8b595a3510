/* eslint-disable no-console -- a command-line tool */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderTypes } from './render';

export const SCHEMA_FILE = fileURLToPath(new URL('../src/schema.ts', import.meta.url));

writeFileSync(SCHEMA_FILE, await renderTypes());
console.log(`sdk: wrote ${SCHEMA_FILE}`);

/* eslint-disable no-console -- a command-line tool */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compareDocuments, type OpenApiDocument } from './breaking-changes';
import { publicDocument } from './render';

/**
 * The API's contract with integrators: `released/openapi.json` is the document of the SDK's released version, and
 * this compares the document the API describes now with it, prints every change, and fails on a breaking one.
 * `--release` records the current document as the released one (with the SDK's version bump).
 */
const RELEASED_FILE = fileURLToPath(new URL('../released/openapi.json', import.meta.url));

const current = publicDocument() as OpenApiDocument;
if (process.argv.includes('--release')) {
  writeFileSync(RELEASED_FILE, `${JSON.stringify(current, null, 2)}\n`);
  console.log(`sdk: wrote ${RELEASED_FILE}`);
} else {
  const released = JSON.parse(readFileSync(RELEASED_FILE, 'utf8')) as OpenApiDocument;
  const { breaking, warnings, nonBreaking } = compareDocuments(released, current);
  console.log(
    `OpenAPI changes since the released document: ${breaking.length} breaking, ${warnings.length} to note (new values in answers), ${nonBreaking.length} non-breaking`,
  );
  for (const change of breaking) console.log(`  breaking: ${change}`);
  for (const change of warnings) console.log(`  to note: ${change}`);
  for (const change of nonBreaking) console.log(`  non-breaking: ${change}`);
  if (breaking.length > 0) process.exitCode = 1;
}

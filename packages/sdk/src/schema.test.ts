import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderTypes } from '../scripts/render';

it('has the types of the document the API serves (run `pnpm --filter @wallcraft/sdk generate` when this fails)', async () => {
  const committed = readFileSync(new URL('./schema.ts', import.meta.url), 'utf8');
  // A plain equality, not a snapshot: a changed API must change the committed file, never the test's memory.
  expect(committed === (await renderTypes()), "src/schema.ts differs from the API's OpenAPI document").toBe(true);
}, 60_000);

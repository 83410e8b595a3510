import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { registerUser } from '../../test/fixtures';
import { appRouter } from '../router';
import type { Meta } from '../trpc/init';

/**
 * REST inputs are JSON-native (STYLE rule 6): a body's numbers and booleans are JSON ones, as over tRPC, and only
 * what travels as text (query strings, path segments) is turned into numbers, by its own schema's z.coerce.
 * patches/trpc-to-openapi@3.3.0.patch keeps the library from coercing every field of every input, which let
 * `"rating": "5"` (and `"isRead": "false"`, read as true) through, and from doing it by rewriting the shared schemas
 * in place, which loosened the tRPC procedures too once a REST call had been made.
 */

type Field = { path: string; type: string; coerce: boolean };
type Def = {
  type: string;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
};
const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'];

/** Every number, boolean, bigint and date an input takes, however deep, with whether its schema coerces it. */
function primitives(schema: z.ZodType | undefined, path = '', out: Field[] = []): Field[] {
  if (!schema) return out;
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (['number', 'boolean', 'bigint', 'date'].includes(def.type))
    out.push({ path, type: def.type, coerce: def.coerce === true });
  else if (def.type === 'object')
    for (const [key, field] of Object.entries(def.shape ?? {})) primitives(field, path ? `${path}.${key}` : key, out);
  else if (WRAPPERS.includes(def.type)) primitives(def.innerType, path, out);
  else if (def.type === 'pipe') primitives(def.in, path, out);
  else if (def.type === 'union') for (const option of def.options ?? []) primitives(option, path, out);
  else if (def.type === 'array') primitives(def.element, `${path}[]`, out);
  else if (def.type === 'intersection') [def.left, def.right].forEach((part) => primitives(part, path, out));
  return out;
}

type Procedure = { _def: { meta?: Meta; inputs: z.ZodType[] } };

/** The REST operations with the primitives their input takes, read from the schemas as they are now. */
function operations() {
  return Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>).flatMap(
    ([name, procedure]) => {
      const openapi = procedure._def.meta?.openapi;
      if (!openapi) return [];
      const fields = procedure._def.inputs.flatMap((input) => primitives(input));
      const pathParams = [...openapi.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      return [{ name: `${openapi.method} ${openapi.path} (${name})`, method: openapi.method, fields, pathParams }];
    },
  );
}

/** Body fields that coerce (none may), and text fields (query, path) that do not (each must). */
function misfits() {
  const wrong: string[] = [];
  for (const { name, method, fields, pathParams } of operations()) {
    const hasBody = method !== 'GET' && method !== 'DELETE';
    for (const field of fields) {
      const asText = !hasBody || pathParams.includes(field.path);
      if (asText && field.type === 'boolean') wrong.push(`${name}: ${field.path} (a boolean in a query or path)`);
      else if (asText && !field.coerce) wrong.push(`${name}: ${field.path} (text, but not coerced)`);
      else if (!asText && field.coerce) wrong.push(`${name}: ${field.path} (a body field, coerced)`);
    }
  }
  return wrong;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

describe('REST inputs', () => {
  it('coerce no body field, and every number a query string or path carries by its own z.coerce', () => {
    // A boolean in a query string needs an explicit 'true' | 'false' parser: z.coerce.boolean reads "false" as true.
    expect(misfits()).toEqual([]);
    expect(operations().some((p) => p.fields.some((f) => f.coerce))).toBe(true);
  });

  it('leave the schemas as written after REST calls, so tRPC never takes what REST would not', async () => {
    const user = await registerUser(t.app);
    for (const [method, url, payload] of [
      ['POST', '/api/reviews', { rating: '5' }],
      ['PATCH', '/api/notifications/00000000-0000-4000-8000-000000000000', { isRead: 'false' }],
      ['GET', '/api/artists?limit=2', undefined],
    ] as const)
      await call(t.app, user.cookie, { method, url, ...(payload ? { payload } : {}) });
    expect(misfits()).toEqual([]);
  });

  it('read a number from the query string of a GET: limit=1 pages by one, limit=many is 400 naming it', async () => {
    const user = await registerUser(t.app);
    await registerUser(t.app);
    const page = await call(t.app, user.cookie, { method: 'GET', url: '/api/users?limit=1' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().items).toHaveLength(1);
    const bad = await call(t.app, user.cookie, { method: 'GET', url: '/api/users?limit=many' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/limit/);
  });

  it('refuse a boolean sent as text in a body with 400 naming the field', async () => {
    const user = await registerUser(t.app);
    const response = await call(t.app, user.cookie, {
      method: 'PATCH',
      url: '/api/notifications/00000000-0000-4000-8000-000000000000',
      payload: { isRead: 'false' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/isRead/);
  });
});

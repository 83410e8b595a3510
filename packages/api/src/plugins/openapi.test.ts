import { createConfig, lintFromString } from '@redocly/openapi-core';
import { EventEmitter } from 'node:events';
import { getRequestSignal } from 'trpc-to-openapi';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi';

describe('the OpenAPI document', () => {
  const document = buildOpenApiDocument('/api');

  it("lints clean with Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const report = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(report).toEqual([]);
  });

  it('lists the account and session paths clients call', () => {
    const paths = Object.keys(document.paths ?? {});
    for (const path of [
      '/auth/register',
      '/auth/login',
      '/auth/logout',
      '/auth/user',
      '/auth/active-account',
      '/accounts',
      '/users/{id}',
      '/admin/login',
      '/admin/me',
      '/health',
      '/notifications/unread',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('declares the session cookies as security schemes and uses the admin one only on admin operations', () => {
    expect(document.components?.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'wc_session' },
      adminSessionCookie: { type: 'apiKey', in: 'cookie', name: 'wc_admin_session' },
    });
    const me = document.paths?.['/admin/me']?.get;
    expect(me?.security).toEqual([{ adminSessionCookie: [] }]);
    expect(document.paths?.['/auth/user']?.get?.security).toEqual([{ sessionCookie: [] }]);
  });

  it('gives every operation a summary, a tag and an error response', () => {
    for (const item of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(
        item as Record<string, { summary?: string; tags?: string[]; responses: Record<string, unknown> }>,
      )) {
        expect(operation.summary).toBeTruthy();
        expect(operation.tags?.length).toBeGreaterThan(0);
        expect(Object.keys(operation.responses).some((status) => Number(status) >= 400)).toBe(true);
      }
    }
  });

  it('has one paging shape: every list takes limit and cursor and answers { items, nextCursor }; no offset, page or pageSize', () => {
    type Parameter = { name: string; in: string };
    type Schema = { $ref?: string; properties?: Record<string, unknown> };
    type Operation = {
      parameters?: Parameter[];
      responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
    };
    const schemas = (document.components?.schemas ?? {}) as Record<string, Schema>;
    const resolve = (schema: Schema | undefined) =>
      schema?.$ref ? schemas[schema.$ref.split('/').pop() ?? ''] : schema;
    // Bounded lists with a size but no pages (the newest 50 recently viewed, the best 10 cities for a location
    // field), named here so a new one is a decision.
    const bounded = ['GET /recently-viewed', 'GET /places'];
    const lists: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const [method, operation] of Object.entries(item as Record<string, Operation>)) {
        const name = `${method.toUpperCase()} ${path}`;
        const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
        expect(
          query.filter((p) => ['offset', 'page', 'pageSize', 'page_size'].includes(p)),
          name,
        ).toEqual([]);
        const answer = resolve(operation.responses['200']?.content?.['application/json']?.schema);
        const isPage = Boolean(answer?.properties?.items && answer.properties.nextCursor);
        if (isPage) {
          lists.push(name);
          expect(query.slice(0, 2), name).toEqual(['limit', 'cursor']);
          // The admin console's lists add the count of every match (`total`) beside the page; nothing else.
          expect(
            Object.keys(answer?.properties ?? {}).filter((key) => !['items', 'nextCursor', 'total'].includes(key)),
            name,
          ).toEqual([]);
        } else if (!bounded.includes(name)) {
          expect(
            query.filter((p) => p === 'limit' || p === 'cursor'),
            name,
          ).toEqual([]);
        }
      }
    }
    expect(lists).toEqual(
      expect.arrayContaining([
        'GET /my-projects/current',
        'GET /my-projects/future',
        'GET /my-projects/past',
        'GET /projects/my-projects',
        'GET /wall-projects/my-projects',
      ]),
    );
  });
});

describe("a REST call's abort signal (patches/trpc-to-openapi@3.3.0.patch)", () => {
  const response = (finished: boolean) => Object.assign(new EventEmitter(), { writableFinished: finished });

  it('aborts when the response closes before it was written: the client went away', () => {
    const res = response(false);
    const signal = getRequestSignal({ headers: {} } as never, res as never);
    expect(signal.aborted).toBe(false);
    res.emit('close');
    expect(signal.aborted).toBe(true);
  });

  it('stays unaborted when the response closes after its answer, as every call that succeeds does', () => {
    const res = response(true);
    const signal = getRequestSignal({ headers: {} } as never, res as never);
    res.emit('close');
    expect(signal.aborted).toBe(false);
  });
});

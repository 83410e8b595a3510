import { createConfig, lintFromString } from '@redocly/openapi-core';
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
    for (const path of ['/auth/register', '/auth/login', '/auth/logout', '/auth/user', '/auth/active-account', '/accounts', '/users/{id}', '/admin/login', '/admin/me', '/health', '/notifications/unread']) {
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
      for (const operation of Object.values(item as Record<string, { summary?: string; tags?: string[]; responses: Record<string, unknown> }>)) {
        expect(operation.summary).toBeTruthy();
        expect(operation.tags?.length).toBeGreaterThan(0);
        expect(Object.keys(operation.responses).some((status) => Number(status) >= 400)).toBe(true);
      }
    }
  });
});

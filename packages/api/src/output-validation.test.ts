import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/helpers';
import { createProject, registerAs } from '../test/fixtures';
import { appRouter } from './router';
import * as projects from './domains/projects/service';
import { useSyncOutputParse, type ProcedureDef } from './trpc/init';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const brand = await registerAs(t.app, 'brand');
  await createProject(t.app, brand.cookie);
});
afterAll(async () => t.close());

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;

describe('output validation', () => {
  it("checks every procedure's output with zod's parse", () => {
    const checked = Object.entries(procedures).filter(([, { _def }]) => _def.output);
    expect(checked.length).toBeGreaterThan(100);
    for (const [path, { _def }] of checked) {
      const outputs = _def.middlewares.filter((middleware) => middleware._type === 'output');
      expect(outputs, path).toHaveLength(1);
      expect(outputs[0]!.syncParse, path).toBe(true);
    }
  });

  describe('a resolver that returns fields its output schema does not declare', () => {
    beforeAll(() => {
      const list = projects.listProjects;
      vi.spyOn(projects, 'listProjects').mockImplementation(async (...args) => {
        const page = await list(...args);
        return { ...page, secret: 'page', items: page.items.map((item) => ({ ...item, passwordHash: 'x' })) };
      });
    });
    afterAll(() => vi.restoreAllMocks());

    it('leaks none of them over REST', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/projects' });
      expect(response.statusCode).toBe(200);
      expect(response.json().items).toHaveLength(1);
      expect(response.body).not.toMatch(/secret|passwordHash/);
    });

    it('leaks none of them over tRPC', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/trpc/projects.list?input=%7B%7D' });
      expect(response.statusCode).toBe(200);
      expect(response.json().result.data.items).toHaveLength(1);
      expect(response.body).not.toMatch(/secret|passwordHash/);
    });
  });

  it('fails the call with a 500, not a wrong answer, when a field has the wrong type', async () => {
    const list = projects.listProjects;
    const spy = vi.spyOn(projects, 'listProjects').mockImplementation(async (...args) => {
      const page = await list(...args);
      return { ...page, items: page.items.map((item) => ({ ...item, title: 42 as unknown as string })) };
    });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/projects' })).statusCode).toBe(500);
      expect((await t.app.inject({ method: 'GET', url: '/trpc/projects.list?input=%7B%7D' })).statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
  });

  it('falls back to parseAsync for a schema with async checks', async () => {
    const def: ProcedureDef = {
      output: z.object({ name: z.string().refine(async (name) => name !== 'taken') }),
      middlewares: [Object.assign(async () => ({ ok: true as const, data: null }), { _type: 'output' })],
    };
    useSyncOutputParse(def);
    const [middleware] = def.middlewares;
    const next = async () => ({ ok: true as const, data: { name: 'free', extra: 1 } });
    expect(await middleware!({ next })).toEqual({ ok: true, data: { name: 'free' } });
  });
});

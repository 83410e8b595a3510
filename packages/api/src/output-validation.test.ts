import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/helpers';
import { createProject, registerAs } from '../test/fixtures';
import { appRouter } from './router';
import * as projects from './domains/projects/service';
import { TRPCError } from '@trpc/server';
import { entryLayer, foldEntry, joinLastLayers, type ProcedureDef } from './trpc/init';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const brand = await registerAs(t.app, 'brand');
  await createProject(t.app, brand.cookie);
});
afterAll(async () => t.close());

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;

describe('output validation', () => {
  it("checks every procedure's output, and most inputs, in the resolver's layer with zod's parse", () => {
    const checked = Object.entries(procedures).filter(([, { _def }]) => _def.output);
    expect(checked.length).toBeGreaterThan(100);
    for (const [path, { _def }] of checked) {
      expect(
        _def.middlewares.filter((middleware) => middleware._type === 'output'),
        path,
      ).toHaveLength(0);
      expect(_def.middlewares.at(-1)!.joined?.output, path).toBe(true);
    }
    const inputs = Object.values(procedures).filter(({ _def }) => _def.middlewares.at(-1)!.joined?.input);
    expect(inputs.length).toBeGreaterThan(200);
  });

  it('runs a public or signed-in procedure as one layer: its entry with the last folded in', () => {
    for (const path of ['auth.user', 'projects.list', 'discover.search', 'users.list'])
      expect(
        procedures[path]!._def.middlewares.map((layer) => layer.folded === true),
        path,
      ).toEqual([true]);
    const folded = Object.values(procedures).filter(({ _def }) => _def.middlewares[0]!.folded);
    expect(folded.length).toBeGreaterThan(150);
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

  describe('the joined layer', () => {
    const resolveWith = (data: unknown) =>
      Object.assign(async (opts: { input?: unknown }) => ({ ok: true as const, data: data ?? opts.input }), {});
    const call = (def: ProcedureDef, rawInput: unknown, input?: unknown) =>
      def.middlewares.at(-1)!({
        input,
        getRawInput: async () => rawInput,
        next: () => Promise.reject(new Error('the joined layer calls the resolver itself')),
      });

    it('falls back to parseAsync for a schema with async checks', async () => {
      const def: ProcedureDef = {
        output: z.object({ name: z.string().refine(async (name) => name !== 'taken') }),
        middlewares: [
          Object.assign(async () => ({ ok: true as const, data: null }), { _type: 'output' }),
          resolveWith({ name: 'free', extra: 1 }),
        ],
      };
      joinLastLayers(def);
      expect(def.middlewares).toHaveLength(1);
      expect(await call(def, undefined)).toEqual({ ok: true, data: { name: 'free' } });
    });

    it('hands the resolver the checked input, merged with one set before it, and refuses a wrong one as tRPC does', async () => {
      const def: ProcedureDef = {
        inputs: [z.object({ limit: z.coerce.number().int() })],
        output: z.object({ limit: z.number(), scope: z.string() }),
        middlewares: [
          Object.assign(async () => ({ ok: true as const, data: null }), { _type: 'input' }),
          Object.assign(async () => ({ ok: true as const, data: null }), { _type: 'output' }),
          resolveWith(undefined),
        ],
      };
      joinLastLayers(def);
      joinLastLayers(def);
      expect(def.middlewares).toHaveLength(1);
      expect(await call(def, { limit: '5', extra: true }, { scope: 'mine' })).toEqual({
        ok: true,
        data: { limit: 5, scope: 'mine' },
      });
      const refused = call(def, { limit: 'many' });
      await expect(refused).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: expect.any(z.ZodError) });
    });

    it("folds into the entry, which gets the last layer's answer, or its error as a failed result", async () => {
      const seen: unknown[] = [];
      const entry = entryLayer(async (opts: { next: (given?: object) => Promise<unknown> }) => ({
        first: await opts.next(),
        second: await opts.next({ ctx: { user: 'ada' }, input: { id: 'b' } }),
      }));
      const last = async (opts: { ctx?: object; input?: unknown }) => {
        seen.push({ ctx: opts.ctx, input: opts.input });
        if (seen.length > 1) throw new TRPCError({ code: 'NOT_FOUND', message: 'No such wall' });
        return { ok: true as const, data: 'answer' };
      };
      const def = { middlewares: [entry, last] } as unknown as ProcedureDef;
      foldEntry(def);
      expect(def.middlewares).toHaveLength(1);
      const answer = await def.middlewares[0]!({
        ctx: { requestId: 'r1' },
        input: { id: 'a' },
        getRawInput: async () => ({ id: 'a' }),
        next: () => Promise.reject(new Error('a folded entry calls the last layer itself')),
      } as never);
      expect(seen).toEqual([
        { ctx: { requestId: 'r1' }, input: { id: 'a' } },
        { ctx: { requestId: 'r1', user: 'ada' }, input: { id: 'b' } },
      ]);
      expect(answer).toEqual({
        first: { ok: true, data: 'answer' },
        second: { ok: false, error: expect.objectContaining({ code: 'NOT_FOUND', message: 'No such wall' }) },
      });
    });

    it('keeps the input layer where a middleware reads the checked input before the resolver', () => {
      const input = Object.assign(async () => ({ ok: true as const, data: null }), { _type: 'input' });
      const reader = async () => ({ ok: true as const, data: null });
      const def: ProcedureDef = {
        inputs: [z.object({ id: z.string() })],
        output: z.object({ id: z.string() }),
        middlewares: [
          input,
          reader,
          Object.assign(async () => ({ ok: true as const, data: null }), { _type: 'output' }),
          resolveWith({ id: 'a' }),
        ],
      };
      joinLastLayers(def);
      expect(def.middlewares.slice(0, 2)).toEqual([input, reader]);
      expect(def.middlewares.at(-1)!.joined).toEqual({ input: false, output: true });
    });
  });
});

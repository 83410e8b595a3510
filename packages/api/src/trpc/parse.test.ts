import { initTRPC, TRPCError } from '@trpc/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z, ZodError } from 'zod';

/**
 * patches/@trpc__server@11.19.0.patch: tRPC parses a zod schema synchronously, which takes zod's compiled object
 * parser (parseAsync never does), and falls back to parseAsync only for a schema that needs it.
 */
const t = initTRPC.create();

afterEach(() => vi.restoreAllMocks());

describe("procedures' zod input and output", () => {
  it('are parsed synchronously, never through parseAsync', async () => {
    const input = z.object({ name: z.string().trim().min(1) });
    const output = z.object({ greeting: z.string() });
    const spies = [input, output].map((schema) => ({
      parse: vi.spyOn(schema, 'parse'),
      parseAsync: vi.spyOn(schema, 'parseAsync'),
    }));
    const caller = t.createCallerFactory(
      t.router({
        greet: t.procedure
          .input(input)
          .output(output)
          .query(({ input: { name } }) => ({ greeting: `Hello ${name}`, secret: 'dropped by the output schema' })),
      }),
    )({});

    expect(await caller.greet({ name: '  Frida ' })).toEqual({ greeting: 'Hello Frida' });
    for (const spy of spies) {
      expect(spy.parse).toHaveBeenCalledOnce();
      expect(spy.parseAsync).not.toHaveBeenCalled();
    }
  });

  it('answer a validation error as before: BAD_REQUEST with the ZodError as its cause', async () => {
    const caller = t.createCallerFactory(
      t.router({ echo: t.procedure.input(z.object({ count: z.number().int() })).query(({ input }) => input) }),
    )({});
    const error: unknown = await caller.echo({ count: 1.5 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect((error as TRPCError).cause).toBeInstanceOf(ZodError);
    expect(((error as TRPCError).cause as ZodError).issues[0]?.path).toEqual(['count']);
  });

  it('still run an async refinement, through parseAsync', async () => {
    const taken = new Set(['frida']);
    const input = z.object({
      handle: z.string().refine(async (handle) => !taken.has(handle), 'That handle is taken'),
    });
    const caller = t.createCallerFactory(
      t.router({ claim: t.procedure.input(input).mutation(({ input: { handle } }) => handle) }),
    )({});

    expect(await caller.claim({ handle: 'diego' })).toBe('diego');
    const error: unknown = await caller.claim({ handle: 'frida' }).catch((caught: unknown) => caught);
    expect((error as TRPCError).code).toBe('BAD_REQUEST');
    expect(((error as TRPCError).cause as ZodError).issues[0]?.message).toBe('That handle is taken');
  });
});

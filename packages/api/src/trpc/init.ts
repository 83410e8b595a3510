import { TRPCError, getTRPCErrorFromUnknown, initTRPC } from '@trpc/server';
import { isDiskFullError, isEngineRestartedError } from '@wallcraft/db';
import type { TApiTokenScope } from '@wallcraft/shared';
import { installPlainZodMessages } from '@wallcraft/shared/schemas';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError, ZodType, core } from 'zod';
import { trpcProcedureDuration } from '../metrics/registry';
import { SpanKind, failSpan, tracingActive, withSpan } from '../telemetry/tracing';
import type { Context } from './context';
import { AppError, DISK_FULL_MESSAGE, ENGINE_RESTARTED_MESSAGE, describeIssues, internalErrorMessage } from './errors';

/**
 * Our procedure metadata: trpc-to-openapi's, plus the success status of REST calls that create or delete, and the
 * scopes an API token needs to call the procedure (none declared: tokens are refused, see procedures.ts).
 */
export type Meta = OpenApiMeta<{ successStatus?: 201 | 204; scopes?: TApiTokenScope[] }>;

// zod's words for a check a schema names no message for, in every answer: "receiverId: Required".
installPlainZodMessages();

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const hidden = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        message: zodError
          ? describeIssues(zodError.issues)
          : hidden
            ? internalErrorMessage(ctx?.requestId ?? null)
            : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          appCode: error instanceof AppError ? error.appCode : undefined,
          details: error instanceof AppError ? error.details : undefined,
          issues: zodError?.issues,
        },
      };
    },
  });

/**
 * A router whose procedures end in one layer of tRPC's middleware chain instead of three: the input's check, the
 * resolver and the output's check, run as tRPC runs them, by one middleware that `router` puts in their place once,
 * as the procedures are built (tRPC internals: `_def.middlewares`, whose last is always the resolver).
 * - Each layer of tRPC's chain copies the call's options twice with its spread helper and adds a closure and a
 *   promise: about 6 µs a layer on every call (bench/README.md, "Where the CPU goes").
 * - tRPC checks with `parseAsync`, whose walk skips zod 4's compiled object parser (colinhacks/zod#3446): about 1.7x
 *   the CPU of `parse` on a page of projects. These call `parse`, and `parseAsync` only for a schema with async
 *   checks, which `parse` refuses.
 * The answers are tRPC's: an input that fails its schema is a BAD_REQUEST carrying zod's error; the answer holds only
 * the fields the output schema declares, of the declared types, or the call fails with a 500. The input's check joins
 * only when it comes right before the output's (no middleware of ours reads the checked input in between) and is the
 * procedure's one input schema.
 */
export const router = ((record: Parameters<typeof t.router>[0]) => {
  const built = t.router(record);
  for (const procedure of Object.values(built._def.procedures as Record<string, { _def: ProcedureDef }>)) {
    joinLastLayers(procedure._def);
    foldEntry(procedure._def);
  }
  return built;
}) as typeof t.router;

type MiddlewareOptions = {
  input?: unknown;
  getRawInput: () => Promise<unknown>;
  next: () => Promise<MiddlewareResult>;
};
type Middleware = ((opts: MiddlewareOptions) => Promise<MiddlewareResult>) & {
  _type?: string;
  /** What joinLastLayers made the last layer do besides resolving. */
  joined?: { input: boolean; output: boolean };
  /** A procedure's first layer, enterProcedure's (`entryLayer`); `folded`: the last layer is folded into it. */
  entry?: true;
  folded?: true;
};
type MiddlewareResult = { ok: true; data: unknown } | { ok: false; error?: TRPCError };
type NextOptions = { ctx?: object; input?: unknown; getRawInput?: () => Promise<unknown> };
export type ProcedureDef = { inputs?: unknown[]; output?: unknown; middlewares: Middleware[] };

/** Puts one middleware in place of a procedure's last layers (its input's check, its output's, its resolver). */
export function joinLastLayers(def: ProcedureDef): void {
  const chain = def.middlewares;
  const resolve = chain.at(-1);
  if (!resolve || resolve.joined) return;
  const outputs = chain.filter((middleware) => middleware._type === 'output');
  const inputs = chain.filter((middleware) => middleware._type === 'input');
  // One output schema, zod's, right before the resolver: anything else keeps tRPC's own layers.
  const output =
    outputs.length === 1 && chain.at(-2) === outputs[0] && def.output instanceof ZodType ? def.output : null;
  const inputAt = chain.length - (output ? 3 : 2);
  const [inputSchema] = def.inputs ?? [];
  const input =
    inputs.length === 1 && chain[inputAt] === inputs[0] && def.inputs?.length === 1 && inputSchema instanceof ZodType
      ? inputSchema
      : null;
  if (!input && !output) return;

  const joined: Middleware = async (opts) => {
    let call = opts;
    if (input) {
      let parsed: unknown;
      try {
        parsed = await parseWith(input, await opts.getRawInput());
      } catch (cause) {
        throw new TRPCError({ code: 'BAD_REQUEST', cause });
      }
      // As tRPC's input middleware: an input set before this layer is merged with the checked one.
      const value = isPlainObject(opts.input) && isPlainObject(parsed) ? Object.assign({}, opts.input, parsed) : parsed;
      // Not `{ ...opts, input }`: a literal opening with a spread is V8's slow path (create-context.ts).
      call = Object.assign({}, opts, { input: value });
    }
    const result = await resolve(call);
    if (!output || !result.ok) return result;
    try {
      return Object.assign({}, result, { data: await parseWith(output, result.data) });
    } catch (cause) {
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Output validation failed', cause });
    }
  };
  joined.joined = { input: input !== null, output: output !== null };
  chain.splice(input ? inputAt : chain.length - (output ? 2 : 1), chain.length, joined);
}

/** Marks a procedure's first layer (one running enterProcedure), which `foldEntry` may fold the last layer into. */
export function entryLayer<F extends object>(middleware: F): F {
  return Object.assign(middleware, { entry: true as const });
}

/**
 * Folds a procedure of two layers, its entry (`entryLayer`) and its last (joinLastLayers's, or the resolver), into
 * one: the entry's `next` calls the last layer itself, as tRPC's chain would, instead of a second turn of the chain,
 * which copies the call's options three times with its spread helper (about 4 µs a call, bench/README.md). As in
 * tRPC's chain, options given to `next` replace the call's (a context is merged into it), and what the last layer
 * throws comes back to the entry as a failed result.
 */
export function foldEntry(def: ProcedureDef): void {
  const [entry, last] = def.middlewares;
  if (def.middlewares.length !== 2 || !entry?.entry || !last) return;
  const folded: Middleware = (opts) =>
    entry(Object.assign({}, opts, { next: (given?: NextOptions) => callLast(last, opts, given) }));
  folded.folded = true;
  folded.joined = last.joined;
  def.middlewares.splice(0, 2, folded);
}

async function callLast(last: Middleware, opts: MiddlewareOptions, given?: NextOptions): Promise<MiddlewareResult> {
  try {
    if (!given) return await last(opts);
    const ctx = (opts as { ctx?: object }).ctx;
    return await last(
      Object.assign({}, opts, {
        ctx: given.ctx ? Object.assign({}, ctx, given.ctx) : ctx,
        input: 'input' in given ? given.input : opts.input,
        getRawInput: given.getRawInput ?? opts.getRawInput,
      }),
    );
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause) };
  }
}

function parseWith(schema: ZodType, value: unknown): unknown {
  try {
    return schema.parse(value);
  } catch (error) {
    if (error instanceof core.$ZodAsyncError) return schema.parseAsync(value);
    throw error;
  }
}

const isPlainObject = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** For server code that calls procedures in-process with a request's context (the console's CSV export). */
export const createCallerFactory = t.createCallerFactory;
/** tRPC's bare procedure builder, for the entry points in procedures.ts (each starts with enterProcedure). */
export const procedure = t.procedure;
/** The path of the first string holding a NUL character, which Postgres text cannot store; null when none. */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  // An explicit stack, not recursion, so no input is deep enough to overflow it. Each entry links to its parent
  // (the path is built only for a hit); children are pushed in reverse so the first NUL in document order wins.
  type Entry = { value: unknown; key: string; parent: Entry | null };
  const stack: Entry[] = [{ value, key: '', parent: null }];
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    if (typeof entry.value === 'string') {
      if (!entry.value.includes('\u0000')) continue;
      const keys: string[] = [];
      for (let at: Entry | null = entry; at?.parent; at = at.parent) keys.push(at.key);
      return [...path, ...keys.reverse()];
    }
    if (entry.value === null || typeof entry.value !== 'object') continue;
    const children = Object.entries(entry.value);
    for (let i = children.length - 1; i >= 0; i--) {
      const [key, inner] = children[i]!;
      stack.push({ value: inner, key, parent: entry });
    }
  }
  return null;
}

/** How a procedure admits a call before its own work: anyone, or a signed-in user only. */
export type Admission = 'public' | 'user';

type EntryOptions = {
  ctx: Context;
  path: string;
  type: string;
  meta: Meta | undefined;
  getRawInput: () => Promise<unknown>;
};
type EntryResult = { ok: true } | { ok: false; error: TRPCError };

/**
 * Where every procedure starts, as one middleware (each layer of tRPC's chain copies the call's options twice and
 * allocates its closures, a cost every call paid per layer, so the gates below share this one):
 * - an API token opens only what the procedure lets it by naming scopes in its meta: a procedure that names none
 *   (token management among them) refuses every token, so a new procedure is closed to tokens until it opts in;
 * - calls over the websocket spend the same per-IP budget as HTTP calls (which the rate-limit plugin counts);
 * - input holding a NUL character, which Postgres text cannot store, is refused up front, so no text input can
 *   turn into a database error;
 * - `admit` runs its gate (a signed-in user, for authedProcedure) and passes the call on;
 * - a write that failed for lack of disk space answers 503 with a message a person can act on, not a bare 500;
 * - its duration goes to the metrics (a subscription's is its setup only), and with tracing on, it is a span of
 *   the request's trace: `trpc <path>`, with its outcome (a tRPC code, or ok).
 */
export function enterProcedure<R extends EntryResult>(opts: EntryOptions, admit: () => Promise<R>): Promise<R> {
  const { ctx, path, type } = opts;
  const span = tracingActive()
    ? { kind: SpanKind.INTERNAL, attributes: { 'rpc.system': 'trpc', 'rpc.method': path, 'trpc.type': type } }
    : NO_SPAN_OPTIONS;
  return withSpan(`trpc ${path}`, span, async (span) => {
    const timer = trpcProcedureDuration.startTimer({ procedure: path, type });
    let outcome = 'INTERNAL_SERVER_ERROR';
    try {
      if (ctx.token) checkTokenScopes(ctx.token.scopes, opts.meta?.scopes ?? []);
      if (ctx.socket && !(await ctx.limiters.requestsPerIp.take(ctx.ip)))
        throw new AppError('RATE_LIMITED', 'Too many requests; wait a minute and try again');
      const nul = findNul(await opts.getRawInput());
      if (nul)
        throw new AppError(
          'INVALID_INPUT',
          `${nul.length ? `${nul.join('.')}: ` : ''}Text must not contain NUL characters`,
        );
      const result = await admit();
      if (!result.ok && isDiskFullError(result.error)) {
        ctx.log.error(
          { err: result.error.cause ?? result.error, procedure: path },
          'a write failed: out of disk space',
        );
        throw new AppError('DISK_FULL', DISK_FULL_MESSAGE);
      }
      if (!result.ok && isEngineRestartedError(result.error))
        throw new AppError('UNAVAILABLE', ENGINE_RESTARTED_MESSAGE);
      outcome = result.ok ? 'ok' : result.error.code;
      if (!result.ok && outcome === 'INTERNAL_SERVER_ERROR') failSpan(span, result.error.cause ?? result.error);
      return result;
    } catch (error) {
      if (error instanceof TRPCError) outcome = error.code;
      throw error;
    } finally {
      timer({ outcome });
      span?.setAttribute('trpc.outcome', outcome);
    }
  });
}

const NO_SPAN_OPTIONS = {};

function checkTokenScopes(held: readonly TApiTokenScope[], needed: readonly TApiTokenScope[]): void {
  if (!needed.length) throw new AppError('FORBIDDEN', 'API tokens cannot use this endpoint; sign in instead');
  const missing = needed.filter((scope) => !held.includes(scope));
  if (missing.length)
    throw new AppError('FORBIDDEN', `This API token lacks the ${missing.join(', ')} scope; create a token that has it`);
}

/** Anyone, signed in or not (an API token only where the procedure names its scopes). */
export const baseProcedure = t.procedure.use(entryLayer((opts) => enterProcedure(opts, () => opts.next())));

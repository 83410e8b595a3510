import type { TRPCError } from '@trpc/server';
import {
  getErrorShape,
  getHTTPStatusCode,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyProcedure,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appRouter } from '../router';
import type { Context } from '../trpc/context';

/** What a call's error is reported with: the error and the procedure's path. */
export type QueryErrorHandler = (details: { error: TRPCError; path: string }) => void;

type PlannedCall = { path: string; procedure: AnyProcedure; input: unknown };
/** The calls of one request, and whether it was a batch (answered with an array). */
export type QueryPlan = { calls: PlannedCall[]; isBatch: boolean };

const config = appRouter._def._config;
// Every procedure by its dotted path (tRPC keeps them flat beside the nested record).
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure | undefined>;

/**
 * The calls of a `GET /trpc/<paths>` request that tRPC's `resolveResponse` would answer as plain JSON queries, or
 * null when it is anything else, which tRPC then answers itself: a streaming call (`trpc-accept`, or `accept` naming
 * `application/jsonl`), a path that is not a query, an input that is not JSON, a batch whose input is not an object.
 * Nothing has run yet when this says no, so tRPC's own answer (its 404, 405 or 400) is the only one.
 */
export function plannedQueries(request: FastifyRequest, paths: string): QueryPlan | null {
  const headers = request.headers;
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) return null;
  const queryAt = request.url.indexOf('?');
  const search = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
  const isBatch = search.get('batch') === '1';
  let decoded: string;
  let inputs: unknown;
  try {
    decoded = decodeURIComponent(paths);
    const text = search.get('input');
    inputs = text ? JSON.parse(text) : undefined;
  } catch {
    return null;
  }
  const names = isBatch ? decoded.split(',') : [decoded];
  if (isBatch && inputs !== undefined && (typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)))
    return null;
  const calls: PlannedCall[] = [];
  for (const [index, path] of names.entries()) {
    const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
    if (procedure?._def.type !== 'query') return null;
    const input = isBatch ? (inputs as Record<number, unknown> | undefined)?.[index] : inputs;
    calls.push({ path, procedure, input });
  }
  return { calls, isBatch };
}

/**
 * Answers planned queries as tRPC's `resolveResponse` does, byte for byte (trpc-queries.test.ts compares the two),
 * without its fetch-style `Response`: tRPC builds one for every call, with a `Headers`, a web stream for its body
 * and an abort controller per call, which the adapter then reads back into text. The web app's session call over
 * /trpc used 1.89x the bare app's CPU where the same call over REST used 1.35x (bench/README.md).
 * - One context for the request, created before any call; a context that fails fails every call with its error.
 * - Calls run at once, each as tRPC runs it, its error reported to `onError` and answered in tRPC's error shape
 *   (the router's formatter); the status is tRPC's (one status shared by every answer, else 207).
 * - No abort signal: queries over HTTP do not watch one (only subscriptions do, and they run on the websocket).
 */
export async function answerQueries(
  { calls, isBatch }: QueryPlan,
  createContext: () => Promise<Context>,
  onError: QueryErrorHandler,
  reply: FastifyReply,
): Promise<FastifyReply> {
  let ctx: Context | undefined;
  let ctxError: TRPCError | undefined;
  try {
    ctx = await createContext();
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }
  const answers = await Promise.all(
    calls.map(async ({ path, procedure, input }, batchIndex) => {
      try {
        if (ctxError) throw ctxError;
        const data: unknown = await procedure({
          path,
          getRawInput: async () => input,
          ctx,
          type: 'query',
          signal: undefined,
          batchIndex,
        });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        onError({ error, path });
        return { error: getErrorShape({ config, ctx, error, input, path, type: 'query' }) };
      }
    }),
  );
  const body = isBatch ? answers : answers[0]!;
  return reply
    .code(getHTTPStatusCode(body))
    .header('vary', 'trpc-accept, accept')
    .header('content-type', 'application/json')
    .send(JSON.stringify(transformTRPCResponse(config, body)));
}

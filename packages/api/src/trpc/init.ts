import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Context } from './context';
import { AppError, describeIssues } from './errors';

/** Our procedure metadata: trpc-to-openapi's, plus the success status of REST calls that create or delete. */
export type Meta = OpenApiMeta<{ successStatus?: 201 | 204 }>;

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    errorFormatter({ shape, error }) {
      const zodError = error.cause instanceof ZodError ? error.cause : null;
      const hidden = error.code === 'INTERNAL_SERVER_ERROR';
      return {
        ...shape,
        message: zodError ? describeIssues(zodError.issues) : hidden ? 'Internal server error' : shape.message,
        data: {
          ...shape.data,
          stack: undefined,
          appCode: error instanceof AppError ? error.appCode : undefined,
          issues: zodError?.issues,
        },
      };
    },
  });

export const router = t.router;
export const middleware = t.middleware;
/** The path of the first string holding a NUL character, which Postgres text cannot store; null when none. */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNul(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Every procedure refuses NUL characters up front, so no text input can turn into a database error. */
/** Calls over the websocket spend the same per-IP budget as HTTP calls (which the rate-limit plugin counts). */
const socketBudget = t.middleware(async ({ ctx, next }) => {
  if (ctx.socket && !(await ctx.limiters.requestsPerIp.take(ctx.ip)))
    throw new AppError('RATE_LIMITED', 'Too many requests; wait a minute and try again');
  return next();
});

export const baseProcedure = t.procedure.use(socketBudget).use(async ({ getRawInput, next }) => {
  const path = findNul(await getRawInput());
  if (path)
    throw new AppError(
      'INVALID_INPUT',
      `${path.length ? `${path.join('.')}: ` : ''}Text must not contain NUL characters`,
    );
  return next();
});

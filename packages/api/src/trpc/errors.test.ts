import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import Fastify from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_ERROR_CODES, AppError, describeFastifyError, describeIssues, type AppErrorCode } from './errors';
import { baseProcedure, router } from './init';

const CODES = Object.keys(APP_ERROR_CODES) as [AppErrorCode, ...AppErrorCode[]];

/** One REST operation that throws the AppError it is asked for. */
const failing = router({
  fail: baseProcedure
    .meta({ openapi: { method: 'GET', path: '/fail' } })
    .input(z.object({ code: z.enum(CODES) }))
    .output(z.void())
    .query(({ input }) => {
      throw new AppError(input.code, `failing with ${input.code}`);
    }),
});

describe('the AppError table', () => {
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    await app.register(fastifyTRPCOpenApiPlugin, {
      basePath: '/api',
      router: failing,
      createContext: () => ({}),
    } as never);
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(CODES)('answers %s over /trpc with the status the table names', (code) => {
    expect(getHTTPStatusCodeFromError(new AppError(code, 'x'))).toBe(APP_ERROR_CODES[code].status);
  });

  it.each(CODES)('answers %s over REST with the status the table names', async (code) => {
    const response = await app.inject({ method: 'GET', url: `/api/fail?code=${code}` });
    expect(response.statusCode).toBe(APP_ERROR_CODES[code].status);
    expect(response.json()).toMatchObject({ message: `failing with ${code}`, code: APP_ERROR_CODES[code].trpc });
  });
});

describe('error messages', () => {
  it('names the field of each of the first three zod issues', () => {
    const issues = [
      { path: ['password'], message: 'Too short' },
      { path: ['address', 'city'], message: 'Required' },
      { path: [], message: 'Unknown key' },
      { path: ['fourth'], message: 'Not shown' },
    ];
    expect(describeIssues(issues)).toBe('password: Too short; address.city: Required; Unknown key');
  });

  it('hides the text of a server error behind the request id and words Fastify’s own errors for a person', () => {
    expect(describeFastifyError(500, { message: 'connection refused at 10.0.0.1' }, 'req-1')).toEqual({
      message: 'Something went wrong on our side. If it keeps happening, contact support with request id req-1.',
      code: 'INTERNAL_SERVER_ERROR',
    });
    expect(
      describeFastifyError(413, { code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'Request body is too large' }, 'req-2'),
    ).toEqual({
      message: 'The request body is larger than 1 MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });
});

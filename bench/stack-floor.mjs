#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: stdout is its interface */
// What the API's stack costs a call before any work of WallCraft's own: the same constant answer (the shape and
// size of the session call's, 1.5 KB) served by a bare Fastify route, then through the layers a REST call of
// WallCraft's passes, one more at a time:
//   bare      a Fastify route returning the object (Fastify's JSON.stringify)
//   trpc      + a tRPC procedure called per request as trpc-to-openapi calls it (createCaller with a context of
//               WallCraft's size, one middleware)
//   openapi   + trpc-to-openapi's HTTP handler in front of it (path lookup, query input, its own JSON.stringify)
//   output    + a zod output schema, which tRPC parses every answer with
// Each runs in a process of its own; autocannon at 50 connections, ROUNDS rounds alternating, medians of the CPU
// time the server spent a request (user + system over requests answered) and of its requests a second.
//
//   node bench/stack-floor.mjs        SECONDS=5 ROUNDS=3 PORT=3680
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromApi = createRequire(path.join(root, 'packages/api/package.json'));
const LAYERS = ['bare', 'trpc', 'openapi', 'output'];

/** An answer like the session call's: a user and two small profiles, about 1.5 KB of JSON. */
function answer() {
  const user = {};
  for (let i = 0; i < 24; i++) user[`field${i}`] = i % 3 ? `value number ${i} of the user` : i;
  return { user, activeAccount: { userType: 'brand', id: 'a'.repeat(36) }, accounts: [{ userType: 'brand' }] };
}

async function serve(layer, port) {
  const { default: Fastify } = await import(requireFromApi.resolve('fastify'));
  const app = Fastify({ logger: false });
  const body = answer();
  if (layer === 'bare') {
    app.get('/api/auth/user', async () => body);
  } else {
    const { initTRPC } = await import(requireFromApi.resolve('@trpc/server'));
    const { z } = await import(requireFromApi.resolve('zod'));
    const t = initTRPC.context().meta().create();
    const procedure = t.procedure
      .use(({ next }) => next())
      .meta({ openapi: { method: 'GET', path: '/auth/user' } })
      .input(z.void());
    const userSchema = z.object(
      Object.fromEntries(Object.keys(body.user).map((k, i) => [k, i % 3 ? z.string() : z.number()])),
    );
    const output = z.object({
      user: userSchema,
      activeAccount: z.object({ userType: z.string(), id: z.string() }).nullable(),
      accounts: z.array(z.object({ userType: z.string() })),
    });
    const router = t.router({
      auth: t.router({
        user: (layer === 'output' ? procedure.output(output) : procedure.output(z.any())).query(() => body),
      }),
    });
    // A context of WallCraft's size: the server's dependencies and the request's own fields (21 keys).
    const [db, database, env, log, bus, limiters, sessions, sockets, accounts, jobs, lifecycle] = Array.from(
      { length: 11 },
      (_, i) => ({ i }),
    );
    // An object literal, as server.ts builds its dependencies (one from Object.fromEntries is a slow dictionary).
    const deps = { db, database, env, log, bus, limiters, sessions, sockets, accounts, jobs, lifecycle };
    // The dependencies spread last, as create-context.ts does (a literal opening with a spread is V8's slow path).
    const createContext = ({ req }) => ({
      requestId: req.id,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
      cookies: null,
      user: null,
      admin: null,
      viaConsole: false,
      token: null,
      idempotencyKey: null,
      socket: null,
      ...deps,
    });
    if (layer === 'trpc') {
      app.get('/api/auth/user', async (request) => router.createCaller(createContext({ req: request })).auth.user());
    } else {
      const { createOpenApiNodeHttpHandler } = await import(requireFromApi.resolve('trpc-to-openapi'));
      const handle = createOpenApiNodeHttpHandler({ router, createContext });
      app.get('/api/*', async (request, reply) => {
        request.raw.url = request.url.slice('/api'.length);
        await handle(request, {
          get statusCode() {
            return reply.statusCode;
          },
          set statusCode(code) {
            void reply.code(code);
          },
          setHeader: (name, value) => void reply.header(name, value),
          end: (text) => void reply.send(text),
          once: (event, listener) => reply.raw.once(event, listener),
          get writableFinished() {
            return reply.raw.writableFinished;
          },
        });
        return reply;
      });
    }
  }
  await app.listen({ port, host: '127.0.0.1' });
  process.on('message', (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send({ cpu: user + system });
    }
  });
  // Exits through process.exit, so a server started with --cpu-prof writes its profile.
  process.on('SIGINT', () => process.exit(0));
  process.send?.({ ready: true });
}

async function measure() {
  const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');
  const seconds = Number(process.env.SECONDS ?? 5);
  const rounds = Number(process.env.ROUNDS ?? 3);
  const basePort = Number(process.env.PORT ?? 3680);
  const servers = {};
  for (const [i, layer] of LAYERS.entries()) {
    const child = fork(fileURLToPath(import.meta.url), ['--serve', layer, String(basePort + i)], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
    await new Promise((resolve) => child.once('message', resolve));
    servers[layer] = { child, url: `http://127.0.0.1:${basePort + i}/api/auth/user`, runs: [] };
  }
  const cpu = (child) =>
    new Promise((resolve) => {
      child.once('message', (message) => resolve(message.cpu));
      child.send('cpu');
    });
  const same = new Set(await Promise.all(Object.values(servers).map(async ({ url }) => (await fetch(url)).text())));
  console.log(`answers: ${same.size === 1 ? `the same ${[...same][0].length} bytes` : 'DIFFER'} from every layer`);
  for (let round = 0; round < rounds; round++) {
    for (const layer of LAYERS) {
      const { child, url, runs } = servers[layer];
      await autocannon({ url, connections: 50, duration: 1 }); // warm-up
      const before = await cpu(child);
      const result = await autocannon({ url, connections: 50, duration: seconds });
      const used = (await cpu(child)) - before;
      runs.push({ perSecond: result.requests.average, cpu: used / result.requests.total, errors: result.non2xx });
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const bare = median(servers.bare.runs.map((run) => run.cpu));
  console.log(`\nautocannon -c 50, ${seconds} s, ${rounds} rounds alternating, medians\n`);
  console.log('| layers | req/s | CPU µs a request | CPU vs bare | non-2xx |');
  console.log('|---|---:|---:|---:|---:|');
  for (const layer of LAYERS) {
    const { runs, child } = servers[layer];
    const cpuMedian = median(runs.map((run) => run.cpu));
    const perSecond = median(runs.map((run) => run.perSecond));
    const errors = runs.reduce((sum, run) => sum + run.errors, 0);
    console.log(
      `| ${layer} | ${perSecond.toFixed(0)} | ${cpuMedian.toFixed(0)} | ${(cpuMedian / bare).toFixed(2)}x | ${errors} |`,
    );
    child.kill();
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) await serve(process.argv[serveAt + 1], Number(process.argv[serveAt + 2]));
else await measure();

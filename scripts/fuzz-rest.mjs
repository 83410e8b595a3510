#!/usr/bin/env node
/* eslint-disable no-console -- a command-line tool: stdout is its interface */
// Fuzzes every operation of the REST API (read from /api/openapi.json) and fails on any 5xx or a crashed server.
// Each operation gets requests built from its own schema: well-formed ones, then each field, path and query
// parameter in turn replaced by hostile values (wrong types, huge, NUL, lone surrogates, deep nesting, SQL and
// path tricks, other people's ids), required fields dropped and bodies of the wrong shape. Requests go out
// signed out, as each demo user and as an operator, from the site's own origin (so the CSRF check lets them
// reach the handlers). Ids seen in answers feed later path parameters, so the fuzz reaches real records.
//
//   node scripts/fuzz-rest.mjs           starts the compiled API (packages/api/dist/main.js; built when missing)
//                                        on an empty embedded database with demo data, fuzzes it, stops it
//   BASE_URL=http://localhost:3000 FUZZ_ADMIN_USERNAME=... FUZZ_ADMIN_PASSWORD=... node scripts/fuzz-rest.mjs
//                                        fuzzes a server already running (demo data, embedded database)
//   FUZZ_SEED=n      the random seed (printed; the same seed sends the same requests to the same data)
//   FUZZ_CASES=n     hostile requests per operation and identity (default 8)
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEMO_PASSWORD = 'wallcraft-demo';
const DEMO_USERS = ['artist@wallcraft.dev', 'owner@wallcraft.dev', 'brand@wallcraft.dev', 'multi@wallcraft.dev'];
const CASES = Number(process.env.FUZZ_CASES ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);

// Small seeded generators (mulberry32), so a failing run can be replayed with FUZZ_SEED. Each identity's requests
// go out as one stream beside the others' (the server works on two cores while the fuzz waits on one), each with
// its own generator, so a stream draws the same values whatever the others do.
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const streams = new AsyncLocalStorage();
const shared = generator(SEED);
const random = () => (streams.getStore() ?? shared)();
const pick = (list) => list[Math.floor(random() * list.length)];
const randomUuid = () =>
  [8, 4, 4, 4, 12]
    .map((n, i) =>
      Array.from({ length: n }, (_, j) =>
        i === 2 && j === 0 ? '4' : i === 3 && j === 0 ? '8' : '0123456789abcdef'[Math.floor(random() * 16)],
      ).join(''),
    )
    .join('-');

function deep(depth) {
  let value = {};
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const HOSTILE = [
  null,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  '💥'.repeat(500),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '/api/logout',
  '//evil.example/x.png',
  'NaN',
  '1e999',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  0,
  -1,
  1.5,
  -0,
  2 ** 53 + 2,
  1e308,
  -1e308,
  true,
  false,
  [],
  [null],
  {},
  { toString: 'x' },
  { __proto__: { admin: true } },
  deep(40),
  Array.from({ length: 5000 }, (_, i) => i),
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '-271821-04-20T00:00:00Z',
];

// Ids the server has shown, so later path parameters and body ids name real records (someone else's too).
const seenIds = new Set();
function collectIds(value, depth = 0) {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) return value.slice(0, 50).forEach((item) => collectIds(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(item)) {
      if (seenIds.size < 5000) seenIds.add(item);
    } else if (typeof item === 'string' && key === 'slug') {
      seenIds.add(item);
    } else collectIds(item, depth + 1);
  }
}

// --- values from JSON Schema -------------------------------------------------------------------------------

let components = {};
function resolve(schema) {
  let current = schema ?? {};
  for (let i = 0; current.$ref && i < 20; i++) current = components[current.$ref.split('/').pop()] ?? {};
  return current;
}

function sample(schemaIn, depth = 0) {
  const schema = resolve(schemaIn);
  if (depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (schema.enum) return pick(schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(pick(options.filter((o) => resolve(o).type !== 'null')) ?? options[0], depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, depth + 1)));
  let type = schema.type;
  if (Array.isArray(type)) type = type.find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
      const max = Math.min(schema.maximum ?? min + 100, min + 1000);
      const value = min + random() * (max - min);
      return type === 'integer' ? Math.round(value) : Math.round(value * 100) / 100;
    }
    case 'boolean':
      return random() < 0.5;
    case 'array': {
      const length = Math.min(schema.minItems ?? 0, 3) + Math.floor(random() * 2);
      return Array.from({ length }, () => sample(schema.items, depth + 1));
    }
    case 'object':
    case undefined: {
      const out = {};
      for (const [key, property] of Object.entries(schema.properties ?? {}))
        if ((schema.required ?? []).includes(key) || random() < 0.6) out[key] = sample(property, depth + 1);
      return out;
    }
    default:
      return null;
  }
}

function sampleString(schema) {
  if (schema.format === 'uuid') return seenIds.size && random() < 0.8 ? pick([...seenIds]) : randomUuid();
  if (schema.format === 'email') return `fuzz-${Math.floor(random() * 1e9)}@example.com`;
  if (schema.format === 'date-time') return new Date(Date.now() + random() * 864e8 * 60).toISOString();
  if (schema.format === 'date') return new Date(Date.now() + random() * 864e8 * 60).toISOString().slice(0, 10);
  if (schema.format === 'uri') return 'https://example.com/fuzz';
  const min = schema.minLength ?? 1;
  const max = Math.min(schema.maxLength ?? 24, 24);
  const length = Math.max(min, Math.min(max, 3 + Math.floor(random() * 10)));
  if (schema.pattern === '^[A-Za-z0-9_-]*$') return 'abc'.slice(0, length);
  return pick(['/media/seed/wall-1.jpg', 'https://example.com/a.png', 'fuzz text', 'Ünïcødé ✓', 'a'])
    .padEnd(min, 'x')
    .slice(0, Math.max(min, max));
}

/** The body's field paths (a.b, a[0]) with their values, to replace one at a time. */
function paths(value, prefix = []) {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...paths(item, [...prefix, key])]);
}
function replaced(value, at, replacement) {
  const copy = structuredClone(value);
  let target = copy;
  for (const key of at.slice(0, -1)) target = target[key];
  if (replacement === undefined) delete target[at.at(-1)];
  else target[at.at(-1)] = replacement;
  return copy;
}

// --- the server --------------------------------------------------------------------------------------------

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function startServer() {
  const main = path.join(root, 'packages/api/dist/main.js');
  if (!existsSync(main)) {
    console.log('fuzz: building the API');
    const built = spawnSync('npx', ['-y', 'pnpm@10.34.9', '--filter', '@wallcraft/api', 'build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wallcraft-fuzz-'));
  const admin = { username: 'fuzz-operator', password: randomBytes(18).toString('base64url') };
  // The embedded database, whatever this shell points at.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [main], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      ADMIN_PROXY_SECRET: consoleProof,
      LOG_LEVEL: 'error',
      // The fuzz sends thousands of requests from one address; it tests handlers, not the limits.
      RATE_LIMIT_PER_MINUTE: '1000000',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
      CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
      MESSAGE_RATE_LIMIT_PER_MINUTE: '1000000',
      APPLICATION_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-20_000)));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before it was ready:\n${stderr}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error(`the API did not answer /api/health within 120 s:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    baseUrl,
    admin,
    crashed: () => (child.exitCode !== null ? `the API exited (${child.exitCode}):\n${stderr}` : null),
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The API serves its admin routes only to requests that came through the console's server, which adds this proof
 * (packages/api/src/lib/console-proof.ts): the fuzz sends it on every admin route, as the console would, so the
 * handlers behind them are fuzzed too. Against BASE_URL, give the deployment's ADMIN_PROXY_SECRET.
 */
const consoleProof = process.env.ADMIN_PROXY_SECRET ?? randomBytes(24).toString('base64url');
const viaConsole = (route) => (route.startsWith('/admin') ? { 'x-wallcraft-console': consoleProof } : {});

// --- identities ----------------------------------------------------------------------------------------------

function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

async function signIn(baseUrl, identity) {
  if (identity.kind === 'anonymous') return;
  const isAdmin = identity.kind === 'admin';
  const route = isAdmin ? '/admin/login' : '/auth/login';
  const response = await fetch(`${baseUrl}/api${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...viaConsole(route) },
    body: JSON.stringify(
      isAdmin ? identity.credentials : { email: identity.credentials.email, password: DEMO_PASSWORD },
    ),
  });
  identity.cookie = response.ok ? cookieOf(response) : '';
  if (!response.ok)
    console.log(`fuzz: ${identity.name} cannot sign in any more (${response.status}); goes on signed out`);
}

async function signedIn(baseUrl, identity) {
  const route = identity.kind === 'admin' ? '/admin/me' : '/auth/user';
  const response = await fetch(`${baseUrl}/api${route}`, {
    headers: { cookie: identity.cookie, ...viaConsole(route) },
  });
  return response.ok && (await response.text()) !== 'null';
}

/** A value as it goes into a path or query string (objects as JSON, whatever their own toString does). */
function text(value) {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** A path segment; a lone surrogate (no UTF-8 form) goes out as the bytes of one, invalid UTF-8 on purpose. */
function pathSegment(value) {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.toWellFormed())}%ED%A0%80`;
  }
}

// --- the run -------------------------------------------------------------------------------------------------

async function main() {
  const server = process.env.BASE_URL ? null : await startServer();
  const baseUrl = server?.baseUrl ?? process.env.BASE_URL.replace(/\/$/, '');
  const admin = server?.admin ?? {
    username: process.env.FUZZ_ADMIN_USERNAME ?? '',
    password: process.env.FUZZ_ADMIN_PASSWORD ?? '',
  };
  console.log(
    `fuzz: ${baseUrl}, seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${CASES} cases per operation and identity`,
  );

  const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
  components = document.components?.schemas ?? {};
  const operations = Object.entries(document.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route, method: method.toUpperCase(), operation })),
  );

  const identities = [
    { name: 'signed out', kind: 'anonymous', cookie: '' },
    ...DEMO_USERS.map((email) => ({ name: email, kind: 'user', credentials: { email }, cookie: '' })),
    ...(admin.username ? [{ name: 'operator', kind: 'admin', credentials: admin, cookie: '' }] : []),
  ];
  for (const identity of identities) await signIn(baseUrl, identity);

  const failures = [];
  const statuses = new Map();
  let sent = 0;

  async function send(identity, { route, method, operation }, pathValues, query, body, rawBody) {
    let url = `${baseUrl}/api${route.replace(/\{(\w+)\}/g, (_, name) => pathSegment(text(pathValues[name])))}`;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, text(value));
    if ([...search].length) url += `?${search}`;
    const headers = { origin: baseUrl, accept: 'application/json', ...viaConsole(route) };
    if (identity.cookie) headers.cookie = identity.cookie;
    let payload;
    if (rawBody !== undefined) {
      payload = rawBody;
      headers['content-type'] = 'application/json';
    } else if (body !== undefined && method !== 'GET') {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    sent++;
    let response;
    try {
      response = await fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      failures.push({ identity: identity.name, method, url, payload, status: `no answer (${error.message})` });
      return 0;
    }
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const answer = await response.text();
    if (response.status >= 500) {
      failures.push({
        identity: identity.name,
        method,
        url: url.slice(0, 300),
        payload: payload?.slice(0, 300),
        status: response.status,
        answer: answer.slice(0, 300),
      });
    } else if (response.ok && answer.startsWith('{')) {
      try {
        collectIds(JSON.parse(answer));
      } catch {
        /* not JSON after all: nothing to learn */
      }
    }
    // A case that may have signed this identity out (a deleted session): sign in again for the next ones. (A
    // person's session on an operator's route, or the other way round, is refused as it should be: no check.)
    const ownSide = route.startsWith('/admin') === (identity.kind === 'admin');
    if (response.status === 401 && identity.cookie && ownSide && !(await signedIn(baseUrl, identity)))
      await signIn(baseUrl, identity);
    void operation;
    return response.status;
  }

  // Reads first, as every identity, so the id pool holds real records before the hostile cases.
  for (const identity of identities)
    for (const op of operations.filter((o) => o.method === 'GET' && !o.route.includes('{')))
      await send(identity, op, {}, {}, undefined);

  async function fuzzAs(identity, showProgress) {
    for (const op of operations) {
      const parameters = (op.operation.parameters ?? []).map((p) => ({ ...p, schema: resolve(p.schema) }));
      const bodySchema = op.operation.requestBody?.content?.['application/json']?.schema;
      // Signing out or deleting an account is fuzzed signed out only, so the identities stay usable.
      const destructive = /logout/.test(op.route);
      if (destructive && identity.kind !== 'anonymous') continue;
      const wellFormed = () => {
        const pathValues = {};
        const query = {};
        for (const p of parameters) {
          if (p.in === 'path') pathValues[p.name] = sample(p.schema);
          else if (p.in === 'query' && (p.required || random() < 0.5)) query[p.name] = sample(p.schema);
        }
        return { pathValues, query, body: bodySchema ? sample(bodySchema) : undefined };
      };
      // Well-formed requests.
      let refused = true;
      for (let i = 0; i < 2; i++) {
        const { pathValues, query, body } = wellFormed();
        if ((await send(identity, op, pathValues, query, body)) !== 401) refused = false;
      }
      // One hostile value at a time: a parameter or a body field (or its removal). An identity the operation
      // refuses outright (401) gets two: the server turns it away before reading the input.
      for (let i = 0; i < (refused ? 2 : CASES); i++) {
        const { pathValues, query, body } = wellFormed();
        const targets = [
          ...parameters.map((p) => ({ parameter: p })),
          ...(body !== undefined ? paths(body).map((at) => ({ at })) : []),
        ];
        const target = targets.length ? pick(targets) : null;
        const value = random() < 0.1 ? undefined : pick(HOSTILE);
        if (target?.parameter) {
          const holder = target.parameter.in === 'path' ? pathValues : query;
          holder[target.parameter.name] =
            value === undefined ? (target.parameter.in === 'path' ? '' : undefined) : value;
          await send(identity, op, pathValues, query, body);
        } else if (target?.at) {
          await send(identity, op, pathValues, query, replaced(body, target.at, value));
        } else {
          await send(identity, op, pathValues, { [pick(['id', 'limit', 'cursor', 'x'])]: value ?? '' }, body);
        }
      }
      // Bodies of the wrong shape (parsed before any session is looked at: sent as everyone).
      if (op.method !== 'GET') {
        const { pathValues, query } = wellFormed();
        for (const raw of ['', 'null', '[]', '"text"', '42', '{', '{"a":', '\u0000', JSON.stringify(deep(200))])
          await send(identity, op, pathValues, query, undefined, raw);
      }
      if (showProgress) process.stdout.write('.');
    }
  }
  // Each identity is its own stream, with its own generator (FUZZ_SEED + its place in the list).
  await Promise.all(
    identities.map((identity, index) => streams.run(generator(SEED + index + 1), () => fuzzAs(identity, index === 0))),
  );
  process.stdout.write('\n');

  const health = await fetch(`${baseUrl}/api/health`).then(
    (r) => r.status,
    (e) => `no answer (${e.message})`,
  );
  const crashed = server?.crashed();
  await server?.stop();

  const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
  console.log(`fuzz: ${sent} requests over ${operations.length} operations; answers ${histogram.join(' ')}`);
  if (failures.length || crashed || health !== 200) {
    for (const failure of failures.slice(0, 30)) console.log(JSON.stringify(failure));
    if (failures.length > 30) console.log(`… and ${failures.length - 30} more`);
    if (crashed) console.log(crashed);
    if (health !== 200) console.log(`fuzz: /api/health answered ${health} after the run`);
    console.log(`fuzz: FAILED (seed ${SEED})`);
    process.exit(1);
  }
  console.log('fuzz: no 5xx');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

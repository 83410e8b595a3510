import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SESSION_COOKIE } from '../domains/auth/sessions';
import { appRouter } from '../router';
import type { Context } from '../trpc/context';
import type { makeCreateContext } from '../trpc/create-context';
import { createCallerFactory } from '../trpc/init';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What the web build's `ssr/entry-server.js` exports (apps/web/src/entry-server.tsx). */
type WebServerRender = {
  serverPage(pathname: string, state?: 'signed-out' | 'signed-in'): string | null;
  /** Whether the address is one of the app's pages (a detail page whatever its id): others are answered 404. */
  isAppPath(pathname: string): boolean;
  /** Null when the page at `url` is not one the server draws for this caller (known once their session is read). */
  render(
    url: string,
    query: (path: string, input: unknown) => Promise<unknown>,
  ): Promise<{ html: string; state: unknown; page: string } | null>;
};

/** A render that takes longer is dropped: the app's own shell goes out instead and the browser does the work. */
const RENDER_TIMEOUT_MS = 2_000;

const createCaller = createCallerFactory(appRouter);
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;

/**
 * The page's query as the browser would have made it over /trpc: the same procedure, input validation,
 * checks and output schema with the caller's own context, and the answer as JSON (dates as strings).
 * Only queries: a render never writes.
 */
function queryAs(ctx: Context) {
  const caller = createCaller(ctx) as unknown as Record<string, unknown>;
  return async (procedurePath: string, input: unknown): Promise<unknown> => {
    if (procedures[procedurePath]?._def.type !== 'query') throw new Error(`${procedurePath} is not a query`);
    const call = procedurePath
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
    const answer: unknown = await (call as (input: unknown) => Promise<unknown>)(input);
    return answer === undefined ? undefined : JSON.parse(JSON.stringify(answer));
  };
}

/** JSON that cannot end its <script> element early (or open a comment): every `<` escaped. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The reply as the context sees it, with its cookies held back until `release`: a renewed session cookie goes
 * out with the drawn page (private, no-store), never with the plain shell, which a shared cache may keep (the
 * browser's cookie is then sent again at the renewal a day later).
 */
function holdCookies(reply: FastifyReply) {
  const held: (() => void)[] = [];
  const res = new Proxy(reply, {
    get(target, key, receiver) {
      if (key !== 'setCookie' && key !== 'clearCookie') return Reflect.get(target, key, receiver) as unknown;
      return (...args: unknown[]) => {
        held.push(() => (target[key] as (...a: unknown[]) => unknown).apply(target, args));
        return receiver;
      };
    },
  });
  return { res, release: () => held.forEach((set) => set()) };
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error(`the render took over ${ms} ms`)), ms).unref());
}

/**
 * index.html for a rendered page, split around the root element, with its scripts taken out: the page needs
 * none to be seen, so public/boot.js asks for them once it has been painted. On a slow link the stylesheet and
 * the images on screen then have the link to themselves, instead of sharing it with 170 KB of code. (The
 * stylesheet stays a cached file: inlined, it made the first paint earlier but parsing it on the phone's main
 * thread cost more.)
 */
/**
 * A drawn page shows once the browser has read all of it. On a slow phone Chrome paints a long document while it is
 * still reading it, and what it has so far is laid out without what follows: Discover's FILTER and GRID/MAP were
 * drawn beside its search box until GRID/MAP came and sent them to the next line (0.014 of layout shift), and the
 * box's icon sat above the box before the box itself came. So the page stays unseen until the mark after it is
 * read. CSS alone, so a browser without JavaScript shows it too; one without `:has()` drops the rule and paints as
 * it reads.
 */
const DRAWN_MARK = '<i id="wc-drawn" hidden></i>';
const UNTIL_DRAWN = '<style>body:not(:has(> #wc-drawn)) > #root{visibility:hidden}</style>';

function renderedPageTemplate(webDist: string, template: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  const [before, after] = template.split('<div id="root"></div>');
  if (!entry || before === undefined || after === undefined || !before.includes('</head>'))
    throw new Error(`${webDist}/index.html has no module script, </head> or empty <div id="root"></div>`);
  const preloads = [...before.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  const head = before
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `${UNTIL_DRAWN}</head>`);
  return { head, after, entry: entry[1]!, preloads };
}

/** An entry of Vite's build manifest (`.vite/manifest.json`). */
type ManifestChunk = { file: string; src?: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };

/** What boot.js is given for a page: every script to fetch, and those it runs one at a time before the entry. */
type PageScripts = { preload: string[]; stages: string[] };

/**
 * Per page (by its module name): `preload`, the page's chunk and the chunks it imports that index.html does not
 * already load, so the page's code is there when the app hydrates instead of being asked for once the entry has
 * run; and `stages`, the chunks the entry and the page import, in the order the browser would run them (each
 * after what it imports), without any that imports the entry. Run as one module graph they were one long task
 * on a phone (the entry's, about 130 ms at a quarter of this machine's speed); boot.js runs them one at a time,
 * yielding between them, so a tap or a frame can come in between.
 */
function pageScripts(webDist: string, loaded: string[]): Map<string, PageScripts> {
  const file = path.join(webDist, '.vite', 'manifest.json');
  const manifest = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : {};
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const importsEntry = new Map<string, boolean>();
  const dependsOnEntry = (key: string): boolean => {
    if (key === entryKey) return true;
    if (!importsEntry.has(key)) {
      importsEntry.set(key, false); // a cycle does not reach the entry through itself
      importsEntry.set(key, (manifest[key]?.imports ?? []).some(dependsOnEntry));
    }
    return importsEntry.get(key)!;
  };
  const scripts = new Map<string, PageScripts>();
  for (const [pageKey, chunk] of Object.entries(manifest)) {
    const page = chunk.isDynamicEntry ? /\/(\w+Page)\.tsx$/.exec(chunk.src ?? '')?.[1] : undefined;
    if (!page) continue;
    const preload = new Set<string>();
    const visit = (entry: ManifestChunk | undefined) => {
      if (!entry || preload.has(`/${entry.file}`) || loaded.includes(`/${entry.file}`)) return;
      preload.add(`/${entry.file}`);
      for (const key of entry.imports ?? []) visit(manifest[key]);
    };
    visit(chunk);
    const stages: string[] = [];
    const seen = new Set<string>();
    const stage = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) stage(dep);
      if (!dependsOnEntry(key)) stages.push(`/${manifest[key].file}`);
    };
    for (const root of [entryKey, pageKey]) for (const dep of (root && manifest[root]?.imports) ?? []) stage(dep);
    scripts.set(page, { preload: [...preload], stages });
  }
  return scripts;
}

/** The server render: `draw` sends a drawn page (true) or leaves the request to the plain shell (false). */
export type ServerRender = {
  draw(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  isAppPath(pathname: string): boolean;
};

/**
 * The server's render of the pages people land on (Discover, detail pages, profiles; a visitor's home and
 * sign-in, a signed-in user's dashboard): their HTML and the answers of their queries inside index.html, so a
 * phone draws the page before the app's JavaScript has arrived, let alone run. Each is drawn with the caller's
 * own session, so a signed-in user's page holds their data only, and goes out `private, no-store`. A request
 * with an API token gets the app's shell: the browser's app will ask with its cookie, never the token.
 * `isAppPath` is the app's route table, as the browser's app reads it. Null when the build has no server render.
 */
export async function loadServerRender(
  webDist: string,
  createContext: ReturnType<typeof makeCreateContext>,
): Promise<ServerRender | null> {
  const entry = path.join(webDist, 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return null;
  const web = (await import(pathToFileURL(entry).href)) as WebServerRender;
  const template = renderedPageTemplate(webDist, readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  const scripts = pageScripts(webDist, [template.entry, ...template.preloads]);

  /** Sends the rendered page and answers true, or answers false for the caller to send the plain shell. */
  const draw = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (request.method !== 'GET' || /^Bearer\s/i.test(request.headers.authorization ?? '')) return false;
    // With a session cookie the page is known once the session is read (it may have ended: a visitor's page).
    const withSession = Boolean(request.cookies[SESSION_COOKIE]);
    if (!web.serverPage(pathname) && !(withSession && web.serverPage(pathname, 'signed-in'))) return false;
    let rendered: Awaited<ReturnType<WebServerRender['render']>>;
    const cookies = holdCookies(reply);
    try {
      const ctx = await createContext({ req: request, res: cookies.res });
      rendered = await Promise.race([web.render(request.url, queryAs(ctx)), timeout(RENDER_TIMEOUT_MS)]);
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'server render failed; sent the app shell instead');
      return false;
    }
    if (!rendered) return false;
    cookies.release();
    const own = scripts.get(rendered.page);
    const modules = [...template.preloads, ...(own?.preload ?? [])].join(' ');
    const boot = `<script async src="/boot.js" data-entry="${template.entry}" data-preload="${modules}" data-stages="${own?.stages.join(' ') ?? ''}"></script>`;
    const head = template.head.replace('</head>', `${boot}</head>`);
    const html = `${head}<div id="root">${rendered.html}</div>${DRAWN_MARK}<script id="wc-state" type="application/json">${scriptSafeJson(rendered.state)}</script>${template.after}`;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    void reply
      .type('text/html; charset=utf-8')
      // A page drawn for a session is that user's alone: never kept by a shared cache, nor on disk.
      .header('cache-control', withSession ? 'private, no-store' : 'no-cache')
      .header('vary', 'accept-encoding, cookie');
    if (/\bbr\b/.test(accepts)) {
      // Quality 5: most of brotli's gain on HTML in about a millisecond, unlike the build's best quality.
      const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      await reply.header('content-encoding', 'br').send(body);
    } else if (/\bgzip\b/.test(accepts)) {
      await reply.header('content-encoding', 'gzip').send(await gz(html, { level: 6 }));
    } else await reply.send(html);
    return true;
  };
  return { draw, isAppPath: (pathname) => web.isAppPath(pathname) };
}

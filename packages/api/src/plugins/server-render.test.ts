import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

const HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
  '<body><div id="root"></div></body></html>';

/**
 * A stand-in for the web build's ssr/entry-server.js (apps/web/src/entry-server.tsx): it asks the API for a
 * visitor's session and a list as the real render's query hooks would, tries a write, and returns what it got.
 */
const ENTRY = `
export function serverPage(pathname) {
  return ['/discover', '/broken', '/slow'].includes(pathname) ? 'DiscoverPage' : null;
}
export async function render(url, query) {
  if (url.startsWith('/broken')) throw new Error('the render broke');
  if (url.startsWith('/slow')) return new Promise(() => {});
  const user = await query('auth.user', undefined);
  const walls = await query('walls.list', { limit: 2 });
  let write = 'ran';
  await query('auth.logout', undefined).catch((error) => (write = error.message));
  return {
    html: '<main>' + walls.items.length + ' walls for ' + (user === null ? 'a visitor' : 'someone') + '</main>',
    state: { user, walls, write, url, note: '</script><script>alert(1)</script>' },
  };
}
`;

/**
 * Vite's manifest: the page's chunk imports chunks of its own (Card, which imports Box; a shell part that imports
 * the entry) and one that index.html already loads.
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, imports: ['_react-abc.js'] },
  '_react-abc.js': { file: 'assets/react-abc.js' },
  '_Card-abc.js': { file: 'assets/Card-abc.js', imports: ['_Box-abc.js', '_react-abc.js'] },
  '_Box-abc.js': { file: 'assets/Box-abc.js', imports: ['_react-abc.js'] },
  '_shell-abc.js': { file: 'assets/shell-abc.js', imports: ['index.html', '_Box-abc.js'] },
  'src/features/discover/DiscoverPage.tsx': {
    file: 'assets/DiscoverPage-abc.js',
    src: 'src/features/discover/DiscoverPage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_shell-abc.js', '_Card-abc.js', '_react-abc.js'],
  },
};

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'wallcraft-ssr-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'index.html'), HTML);
  writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), ENTRY);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

/** The JSON the page carries for the browser's hydration. */
function stateOf(html: string): Record<string, unknown> {
  const match = /<script id="wc-state" type="application\/json">(.*?)<\/script>/.exec(html);
  if (!match) throw new Error(`no state in ${html}`);
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describe("the server's render of a landing page", () => {
  it('sends a visitor the rendered page with the answers of its queries, brotli-compressed', async () => {
    const response = await get('/discover?tab=walls', { 'accept-encoding': 'gzip, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('cookie');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<div id="root"><main>0 walls for a visitor</main></div>');
    const state = stateOf(html);
    expect(state).toMatchObject({ user: null, walls: { items: [] }, url: '/discover?tab=walls' });
    // A render only reads: the write was refused before it ran.
    expect(state.write).toBe('auth.logout is not a query');
  });

  it('cannot be made to end its state script early', async () => {
    const html = (await get('/discover')).body;
    expect(html.match(/<script/g)?.length).toBe(2);
    expect(html).not.toContain('<script>alert(1)');
    expect(stateOf(html).note).toBe('</script><script>alert(1)</script>');
  });

  it('asks for the scripts through boot.js once painted, with the page chunk and what it imports, once each', async () => {
    const html = (await get('/discover')).body;
    const boot =
      /<script async src="\/boot.js" data-entry="([^"]+)" data-preload="([^"]+)" data-stages="([^"]*)"><\/script><\/head>/.exec(
        html,
      );
    expect(boot?.[1]).toBe('/assets/index-abc.js');
    expect((boot?.[2] ?? '').split(' ').sort()).toEqual([
      '/assets/Box-abc.js',
      '/assets/Card-abc.js',
      '/assets/DiscoverPage-abc.js',
      '/assets/react-abc.js',
      '/assets/shell-abc.js',
    ]);
    // Run before the entry, each after what it imports; never a chunk that imports the entry, nor the page's own.
    expect(boot?.[3]).toBe('/assets/react-abc.js /assets/Box-abc.js /assets/Card-abc.js');
    // Nothing else asks for a script before the page is painted.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it('sends the plain app to a signed-in browser, for other pages, and when the render fails', async () => {
    for (const [url, headers] of [
      ['/discover', { cookie: 'wc_session=whatever' }],
      ['/settings', {}],
      ['/broken', {}],
    ] as const) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(HTML);
    }
  });

  it('gives up on a render that takes over two seconds and sends the plain app', async () => {
    const response = await get('/slow');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(HTML);
  });

  it('is off with WEB_SERVER_RENDER=false', async () => {
    const off = await createTestApp({ WEB_DIST_DIR: dist, WEB_SERVER_RENDER: 'false' });
    try {
      expect((await off.app.inject({ url: '/discover' })).body).toBe(HTML);
    } finally {
      await off.close();
    }
  });

  it('never sends the server bundle or the build manifest', async () => {
    expect((await get('/ssr/entry-server.js')).body).not.toContain('serverPage');
    expect((await get('/.vite/manifest.json')).body).not.toContain('DiscoverPage');
  });
});

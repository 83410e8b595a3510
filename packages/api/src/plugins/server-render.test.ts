import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie } from '../../test/admins';
import { registerAs, registerUser, type Person } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/helpers';

const HTML =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
  '<body><div id="root"></div></body></html>';

/**
 * A stand-in for the web build's ssr/entry-server.js (apps/web/src/entry-server.tsx): it asks for the caller's
 * session first, as the real render does, draws Discover for anyone and the dashboard for a signed-in user only
 * (nothing for someone still onboarding, or whose session cannot be read), asks the API for the page's data as
 * the real render's query hooks would, tries a write, and returns what it got.
 */
const ENTRY = `
export function serverPage(pathname, state = 'signed-out') {
  if (state === 'onboarding') return null;
  if (pathname === '/dashboard') return state === 'signed-in' ? 'DashboardPage' : null;
  return ['/discover', '/broken', '/slow'].includes(pathname) ? 'DiscoverPage' : null;
}
export function isAppPath(pathname) {
  return ['/discover', '/broken', '/slow', '/dashboard', '/settings'].includes(pathname);
}
export async function render(url, query) {
  if (url.startsWith('/broken')) throw new Error('the render broke');
  if (url.startsWith('/slow')) return new Promise(() => {});
  let user;
  try {
    user = await query('auth.user', undefined);
  } catch {
    return null;
  }
  const page = serverPage(url.split('?')[0], !user ? 'signed-out' : user.requiresOnboarding ? 'onboarding' : 'signed-in');
  if (!page) return null;
  if (page === 'DashboardPage') {
    const stats = await query('dashboard.stats', undefined);
    const unread = await query('notifications.unread', undefined);
    return {
      page,
      html: '<main>Welcome back, ' + user.user.firstName + ' ' + user.user.lastName + '</main>',
      state: { user, stats, unread },
    };
  }
  const walls = await query('walls.list', { limit: 2 });
  let write = 'ran';
  await query('auth.logout', undefined).catch((error) => (write = error.message));
  return {
    page,
    html: '<main>' + walls.items.length + ' walls for ' + (user === null ? 'a visitor' : user.user.firstName) + '</main>',
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
  'src/features/dashboard/DashboardPage.tsx': {
    file: 'assets/DashboardPage-abc.js',
    src: 'src/features/dashboard/DashboardPage.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_Card-abc.js'],
  },
};

let dist: string;
let t: TestApp;
let ava: Person;
let bea: Person;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'wallcraft-ssr-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'ssr'));
  writeFileSync(path.join(dist, 'index.html'), HTML);
  writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), ENTRY);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // No session cache: a session's renewal (once a day of its lifetime has passed) is read on every request.
  t = await createTestApp({ WEB_DIST_DIR: dist, AUTH_RATE_LIMIT_PER_IP: '1000', SESSION_CACHE_SECONDS: '0' });
  ava = await registerAs(t.app, 'artist', { firstName: 'Ava', lastName: 'Spray' });
  bea = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
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

  it('sends the plain app for other pages, and when the render fails', async () => {
    for (const url of ['/settings', '/broken', '/dashboard']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(HTML);
    }
  });

  it("answers an address the app has no page for with 404, the app's own not-found page in its body", async () => {
    for (const url of ['/no-such-page', '/wp-login.php?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toBe(HTML);
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
    // Under /api an unknown path stays a JSON 404.
    expect((await get('/api/no-such-call')).json()).toMatchObject({ code: 'NOT_FOUND' });
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
      // Without the server's bundle the route table is not known: every address gets the app.
      expect((await off.app.inject({ url: '/no-such-page' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });

  it('never sends the server bundle or the build manifest', async () => {
    expect((await get('/ssr/entry-server.js')).body).not.toContain('serverPage');
    expect((await get('/.vite/manifest.json')).body).not.toContain('DiscoverPage');
  });
});

describe("the server's render of a signed-in user's page", () => {
  const sessionIn = (html: string) => stateOf(html).user as { user: { id: string } } | null;

  it("draws the dashboard with the user's own session and data, private to them", async () => {
    const response = await get('/dashboard', { cookie: ava.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('cookie');
    expect(response.body).toContain('<div id="root"><main>Welcome back, Ava Spray</main></div>');
    const state = stateOf(response.body);
    expect(state).toMatchObject({
      user: { user: { id: ava.user.id, email: ava.email, firstName: 'Ava' }, requiresOnboarding: false },
      stats: { projects: 0 },
      unread: [],
    });
    // The dashboard's own chunk, not Discover's.
    expect(response.body).toContain('/assets/DashboardPage-abc.js');
    expect(response.body).not.toContain('DiscoverPage');
  });

  it("gives another user's cookie that user's page, with nothing of the first", async () => {
    const [first, second] = await Promise.all([
      get('/dashboard', { cookie: ava.cookie }),
      get('/dashboard', { cookie: bea.cookie }),
    ]);
    expect(sessionIn(first.body)?.user.id).toBe(ava.user.id);
    expect(sessionIn(second.body)?.user.id).toBe(bea.user.id);
    expect(second.body).toContain('Welcome back, Bea Brand');
    for (const leak of [ava.user.id, ava.email, 'Ava']) expect(second.body).not.toContain(leak);
    // Discover too is drawn for whoever asks.
    expect((await get('/discover', { cookie: bea.cookie })).body).toContain('0 walls for Bea');
  });

  it("draws a visitor's page, or none, for a session that has ended or never was", async () => {
    const ended = await registerUser(t.app, { firstName: 'Eve' });
    expect((await call(t.app, ended.cookie, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    for (const cookie of [ended.cookie, 'wc_session=not-a-session']) {
      const discover = await get('/discover', { cookie });
      expect(discover.body).toContain('0 walls for a visitor');
      expect(stateOf(discover.body).user).toBeNull();
      expect(discover.headers['cache-control']).toBe('private, no-store');
      // A visitor is sent to sign in by the app itself.
      expect((await get('/dashboard', { cookie })).body).toBe(HTML);
    }
  });

  it('sends a renewed session cookie with a drawn page only, never with the plain app', async () => {
    const newcomer = await registerUser(t.app);
    const artist = await registerAs(t.app, 'artist');
    // Both sessions two days into their lifetime: the next read of each renews it.
    const age = () =>
      t.database.db
        .updateTable('sessions')
        .set({ expires_at: new Date(Date.now() + (t.env.SESSION_TTL_DAYS - 2) * 86_400_000) })
        .where('user_id', 'in', [newcomer.user.id, artist.user.id])
        .execute();
    await age();
    // Someone still onboarding is not drawn Discover: the shell goes out, without the cookie.
    const shell = await get('/discover', { cookie: newcomer.cookie });
    expect(shell.body).toBe(HTML);
    expect(shell.headers['set-cookie']).toBeUndefined();
    const drawn = await get('/discover', { cookie: artist.cookie });
    expect(drawn.body).toContain('walls for Ada');
    expect(String(drawn.headers['set-cookie'])).toContain('wc_session=');
  });

  it('sends the plain app to someone still onboarding, a suspended account and an API token', async () => {
    const newcomer = await registerUser(t.app);
    expect((await get('/discover', { cookie: newcomer.cookie })).body).toBe(HTML);

    const suspended = await registerAs(t.app, 'artist');
    const admin = await adminSessionCookie(t.database.db);
    const suspend = await call(t.app, admin, {
      method: 'POST',
      url: `/api/admin/users/${suspended.user.id}/suspend`,
      payload: { reason: 'Spam.' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    // The app asks for the session itself and hears why it ended, as over /trpc.
    expect((await get('/dashboard', { cookie: suspended.cookie })).body).toBe(HTML);
    expect((await get('/discover', { cookie: suspended.cookie })).body).toBe(HTML);

    const token = await call(t.app, ava.cookie, {
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'script', scopes: ['profile:read'], expiresInDays: 30 },
    });
    expect(token.statusCode, token.body).toBe(201);
    const authorization = `Bearer ${token.json<{ token: string }>().token}`;
    for (const url of ['/discover', '/dashboard']) {
      const response = await get(url, { authorization, cookie: bea.cookie });
      expect(response.body, url).toBe(HTML);
    }
  });
});

import { formatUsd } from '@wallcraft/shared';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

/**
 * Steps the end-to-end specs share: signing in (seeded or new accounts), a browser context with a mocked
 * position, reading the API for set-up, and drawing an image to upload.
 */

// Seeded demo accounts (packages/db/src/seed): every seeded user shares this password.
export const DEMO_PASSWORD = 'wallcraft-demo';
export const DEMO = {
  artist: 'artist@wallcraft.dev',
  brand: 'brand@wallcraft.dev',
  owner: 'owner@wallcraft.dev',
} as const;
export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 900 };

export type Position = { latitude: number; longitude: number };
export type Person = { context: BrowserContext; page: Page; id: string; name: string };

/** A suffix that keeps this run's names and emails apart from every other run's. */
/** Dollars in the app's one money format (cents only when there are some): 250 → "$250", 237.5 → "$237.50". */
export const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));

export const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A new browser context (the device's viewport unless given); with a position, the page's geolocation is granted and starts there. */
export function newContext(
  browser: Browser,
  baseURL: string,
  options: { viewport?: { width: number; height: number }; position?: Position } = {},
): Promise<BrowserContext> {
  const { viewport, position } = options;
  return browser.newContext({
    baseURL,
    ...(viewport ? { viewport } : {}),
    ...(position ? { geolocation: position, permissions: ['geolocation'] } : {}),
  });
}

async function whoAmI(context: BrowserContext): Promise<Pick<Person, 'id' | 'name'>> {
  const me = await getJson<{ user: { id: string; firstName: string; lastName: string } }>(context, '/api/auth/user');
  return { id: me.user.id, name: `${me.user.firstName} ${me.user.lastName}` };
}

/** Signs a seeded account in through the API, in a context of its own (the pages share its cookie). */
export async function signIn(
  browser: Browser,
  baseURL: string,
  email: string,
  options: { viewport?: { width: number; height: number }; position?: Position } = {},
): Promise<Person> {
  const context = await newContext(browser, baseURL, options);
  const login = await context.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), `sign in as ${email}`).toBe(true);
  return { context, page: await context.newPage(), ...(await whoAmI(context)) };
}

/** A new account of the given type through the API (register, then the profile's type), signed in. */
export async function signUp(
  browser: Browser,
  baseURL: string,
  user: { firstName: string; lastName: string; userType: 'artist' | 'brand' | 'wall_owner' },
  options: { viewport?: { width: number; height: number }; position?: Position } = {},
): Promise<Person> {
  const context = await newContext(browser, baseURL, options);
  const registered = await context.request.post('/api/auth/register', {
    data: {
      email: `e2e-${user.userType}-${unique()}@example.com`,
      password: 'spray-paint-2025',
      firstName: user.firstName,
      lastName: user.lastName,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user: created } = (await registered.json()) as { user: { id: string } };
  const typed = await context.request.patch(`/api/users/${created.id}`, {
    data: { userType: user.userType, location: 'Houston, TX' },
  });
  expect(typed.ok(), await typed.text()).toBe(true);
  return { context, page: await context.newPage(), ...(await whoAmI(context)) };
}

/**
 * Types a city into the Location field and closes its suggestions, as a person does before moving on: they open
 * over the fields and buttons below it ("Houston, TX" also offers "South Houston, TX"), so a press aimed past
 * them could land on one. (Whether any are offered depends on the city list having loaded; either way the typed
 * text is kept.)
 */
export async function typeCity(page: Page, city: string) {
  const field = page.getByLabel('Location');
  await field.fill(city);
  await field.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(field).toHaveValue(city);
}

export async function getJson<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new open wall project of a wall owner on one of their walls that has a photo: a fresh project, so no
 * artist has applied to it and its comparison holds only this run's proposals.
 */
export async function newWallProject(owner: Person, titlePrefix: string, budget = 5000) {
  const walls = await getJson<{ items: { id: string; images: string[] }[] }>(
    owner.context,
    '/api/walls/mine?limit=100',
  );
  const wall = walls.items.find((candidate) => candidate.images.length > 0);
  if (!wall) throw new Error('The seed should give the demo wall owner a wall with a photo');
  const title = `${titlePrefix} ${unique()}`;
  const response = await owner.context.request.post('/api/wall-projects', {
    data: { wallId: wall.id, title, budget, location: 'Houston, TX' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const project = (await response.json()) as { id: string };
  return { id: project.id, title };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG drawn here (a solid block of one colour), so a test needs no fixture file. */
export function png(width: number, height: number, rgb: readonly [number, number, number] = [0x1e, 0x63, 0xe9]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Clicks an upload button and hands its file chooser the file. */
export async function chooseFile(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

export async function noSidewaysScroll(page: Page, width = PHONE.width) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Opens the header's notification bell and returns its menu. */
export async function openBell(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  return page.getByRole('dialog').filter({ hasText: 'NOTIFICATIONS' });
}

/**
 * Opens the header's compact menu (a phone's Menu button) and returns its item `label`. The plain button is
 * replaced by the menu's own once its code arrives, in one commit; a press that lands on the swap is lost, as a
 * tap would be, so it presses again until the item shows.
 */
export async function compactMenuItem(page: Page, label: string): Promise<Locator> {
  const item = page.getByRole('menuitem', { name: label });
  await expect(async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(item).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return item;
}

/**
 * Follows the sign-up mail's confirmation link from the development mailbox, in the page's own session. The mail
 * goes with the outbox's next sweep (every minute), so this waits up to 90 s for it.
 */
export async function confirmEmailFromMailbox(page: Page, email: string) {
  let link = '';
  await expect(async () => {
    const html = await (await page.request.get('/api/dev/mailbox')).text();
    const mail = html.split('<article>').find((part) => part.includes(`To ${email}`) && part.includes('Confirm your'));
    link = mail?.match(/https?:\/\/[^\s<]+\/confirm-email\?token=[A-Za-z0-9_-]+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 90_000 });
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await page.getByRole('button', { name: 'CONFIRM MY EMAIL' }).click();
  await expect(page.getByTestId('confirm-done')).toBeVisible();
  // The next step is offered, not "close this page": back to the dashboard of the one signed in.
  await page.getByTestId('confirm-done').getByRole('link', { name: 'GO TO YOUR DASHBOARD' }).click();
  await expect(page.getByRole('heading', { name: 'YOUR DASHBOARD' })).toBeVisible();
}

/**
 * Records the page's layout shifts that no input caused, from its first paint on, as "value text-of-what-moved";
 * `layoutShifts` reads them. Without `withHeader`, shifts of the header are left out: its right side waits for the
 * session on the pages the server does not draw.
 */
export async function recordLayoutShifts(page: Page, { withHeader = false } = {}) {
  await page.addInitScript((keepHeader: boolean) => {
    const shifts: string[] = [];
    // A node by its words, or by its tag and classes when it has none (an image, an icon, a map's tile).
    const describe = (node: Node | null) =>
      (node?.textContent ?? '').trim().slice(0, 40) ||
      (node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">` : '');
    (window as unknown as { wcShifts: string[] }).wcShifts = shifts;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        for (const { node } of entry.sources)
          if (!entry.hadRecentInput && (keepHeader || !(node instanceof Element && node.closest('header'))))
            shifts.push(`${entry.value.toFixed(4)} ${describe(node)}`);
    }).observe({ type: 'layout-shift', buffered: true });
  }, withHeader);
}

export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { wcShifts: string[] }).wcShifts);

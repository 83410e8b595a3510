import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, PHONE, getJson, layoutShifts, recordLayoutShifts, signIn } from './support';

// The pages people land on come drawn from the server (packages/api/src/plugins/server-render.ts,
// src/entry-server.tsx), a signed-in user's with their own data: without any script they show their content, and
// the app then takes them over in place.

test.use({ viewport: PHONE });
const HOUSTON = { latitude: 29.7604, longitude: -95.3698 };

/** The page's uncaught errors and console errors, as they come. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  return errors;
}

test('without JavaScript a visitor still sees Discover, a wall and the sign-in form', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();

  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'DISCOVER' })).toBeVisible();
  const cards = page.getByTestId('discover-card');
  await expect(cards).toHaveCount(20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The newest items may be other specs' imageless ones: a wall with a photo, found by its title, shows it.
  const pictured = await firstPicturedWall(context);
  await page.goto(`/discover?tab=walls&search=${encodeURIComponent(pictured)}`);
  await expect(cards.filter({ hasText: pictured }).first().locator('img')).toBeVisible();
  await page.goto('/discover');

  // A card's link is a plain link: it opens the wall's page, drawn by the server too.
  const wall = cards.and(page.locator('[data-type="wall"]')).first();
  const view = wall.getByRole('link', { name: /^VIEW / });
  const title = ((await view.getAttribute('aria-label')) ?? '').replace(/^VIEW /, '');
  await view.click();
  await expect(page).toHaveURL(/\/walls\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title, { ignoreCase: true });

  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  // Disabled until the app runs (here: never), but drawn as it will be (the theme's dark), not greyed out.
  const submit = page.getByRole('button', { name: 'SIGN IN', exact: true });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveCSS('background-color', 'rgb(20, 20, 20)');
  await context.close();
});

test('the drawn page is taken over in place: the same nodes, no error, and it answers at once', async ({ page }) => {
  const errors = pageErrors(page);
  // The server's first card, kept before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverCard: Element | null }).serverCard = document.querySelector(
        '[data-testid="discover-card"]',
      );
    });
  });

  await page.goto('/discover');
  // A press handled by React: the page is hydrated (the sheet's code loads on this first press).
  await page.getByRole('button', { name: 'FILTER' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  const sameCard = await page.evaluate(() => {
    const kept = (window as unknown as { serverCard: Element | null }).serverCard;
    return kept !== null && kept.isConnected && kept === document.querySelector('[data-testid="discover-card"]');
  });
  expect(sameCard).toBe(true);
  expect(errors).toEqual([]);
});

test('a page scrolled before the app took it over stays put, and the card pressed there opens', async ({ page }) => {
  const errors = pageErrors(page);
  // The home page's code comes late, as on a slow phone: the page stays the server's until it is here.
  await page.route('**/assets/HomePage-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const card = page.getByRole('region', { name: 'Live projects' }).getByTestId('home-card').first();
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const layout = page.locator('fieldset').first();
  await expect(layout).toHaveAttribute('disabled');
  // The app takes over (the fieldset is enabled) without moving the page under the visitor's finger.
  await expect(layout).not.toHaveAttribute('disabled');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  const title = ((await card.getAttribute('aria-label')) ?? '').split(',')[0]!;
  await card.click();
  await expect(page).toHaveURL(/\/(projects|wall-projects)\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title, { ignoreCase: true });
  // A new page starts at its top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(errors).toEqual([]);
});

test('a card below the screen is hydrated in place once it comes near it', async ({ page }) => {
  const errors = pageErrors(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const cards = document.querySelectorAll('[data-testid="discover-card"]');
      (window as unknown as { serverCard: Element | undefined }).serverCard = cards[cards.length - 1];
    });
  });
  const hydrated = () =>
    page.evaluate(() => {
      const card = (window as unknown as { serverCard: Element }).serverCard;
      return Object.keys(card).some((key) => key.startsWith('__reactFiber'));
    });

  await page.goto('/discover');
  await page.getByRole('button', { name: 'FILTER' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  // The page is live, yet the last of twenty cards, far below a phone's screen, is still the server's HTML alone.
  expect(await hydrated()).toBe(false);

  const last = page.getByTestId('discover-card').nth(19);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(hydrated).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { serverCard: Element }).serverCard.isConnected)).toBe(true);

  // Now React's: its VIEW link opens the item inside the app, without loading a new document.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await last.getByRole('link', { name: /^VIEW / }).click();
  await expect(page).toHaveURL(/\/(walls|artists|brands|projects|wall-projects|users|profile)\//);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test("a signed-in user's dashboard and Discover come drawn with their own header and data, then taken over in place", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  const login = await context.request.post('/api/auth/login', {
    data: { email: DEMO.artist, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const me = await getJson<{ user: { firstName: string; lastName: string } }>(context, '/api/auth/user');
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByText(`Welcome back, ${me.user.firstName}!`)).toBeVisible();
  await expect(page.getByTestId('stat-projects')).toBeVisible();
  // The header as the app draws it signed in: the bell with its count, the avatar's menu.
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByRole('img', { name: `${me.user.firstName} ${me.user.lastName}` })).toBeAttached();
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'DISCOVER' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await context.close();

  // With its scripts, each is taken over without a hydration error, and answers.
  const artist = await signIn(browser, baseURL!, DEMO.artist, { viewport: PHONE });
  const errors = pageErrors(artist.page);
  await artist.page.goto('/dashboard');
  await artist.page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(artist.page.getByText('VIEW ALL NOTIFICATIONS')).toBeVisible();
  await artist.page.goto('/discover');
  await artist.page.getByRole('button', { name: 'FILTER' }).click();
  await expect(artist.page.getByRole('dialog')).toBeVisible();
  expect(errors).toEqual([]);
  await artist.context.close();
});

/** The title of the newest wall Discover shows with a photo (read through the API, which needs no JavaScript). */
type WallPage = { items: { title: string; image: string | null }[]; nextCursor: string | null };
async function firstPicturedWall(context: BrowserContext): Promise<string> {
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const walls: WallPage = await getJson<WallPage>(context, `/api/discover?tab=walls&limit=100${after}`);
    const found = walls.items.find((item) => item.image !== null);
    if (found) return found.title;
    cursor = walls.nextCursor;
  } while (cursor);
  throw new Error('no wall with a photo in Discover');
}

for (const located of [false, true])
  test(`the drawn Discover does not move when the device ${located ? 'gives' : 'refuses'} its location`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: PHONE,
      ...(located ? { geolocation: HOUSTON, permissions: ['geolocation'] } : {}),
    });
    const page = await context.newPage();
    await recordLayoutShifts(page, { withHeader: true });
    await page.goto('/discover');
    // The line about the location is drawn from the start ('Finding your location…') and only changes its words.
    const answer = located ? 'Distances are from your location' : 'Turn on location to sort by distance';
    await expect(page.getByRole('status').filter({ hasText: answer })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page)).toEqual([]);
    await context.close();
  });

test('sorted by distance, the drawn cards give way to the nearest ones in one step, none shown empty', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    geolocation: HOUSTON,
    permissions: ['geolocation'],
  });
  // The server's brands (newest first) and the located ones (nearest first) share cards below the first screen:
  // those wait to be seen before they hydrate (HydrateApart), and the located list has them too.
  type Page = { items: { id: string }[] };
  const drawn = (await getJson<Page>(context, '/api/discover?tab=brands')).items.map((item) => item.id);
  const located = await getJson<Page>(
    context,
    `/api/discover?tab=brands&lat=${HOUSTON.latitude}&lng=${HOUSTON.longitude}`,
  );
  expect(located.items.filter((item) => drawn.indexOf(item.id) >= 4).length).toBeGreaterThan(0);

  const page = await context.newPage();
  await recordLayoutShifts(page, { withHeader: true });
  // After each change of the page, no card is an empty place: neither a server card emptied to be drawn again, nor
  // a new card waiting on a server card it replaces.
  await page.addInitScript(() => {
    const empty = new Set<string>();
    (window as unknown as { emptyCards: Set<string> }).emptyCards = empty;
    const observer = new MutationObserver(() => {
      for (const wrapper of document.querySelectorAll<HTMLElement>('[data-hydrate-when-seen]'))
        if (wrapper.childElementCount === 0) empty.add(wrapper.dataset.hydrateWhenSeen ?? '');
    });
    // Once the page is read: while the browser reads it, a card's wrapper comes before what is in it.
    document.addEventListener('DOMContentLoaded', () => observer.observe(document, { childList: true, subtree: true }));
  });
  await page.goto('/discover?tab=brands');
  await expect(page.getByTestId('discover-card-distance')).toHaveCount(located.items.length);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => [...(window as unknown as { emptyCards: Set<string> }).emptyCards])).toEqual([]);
  expect(await layoutShifts(page)).toEqual([]);
  // Every card of the nearest ones is live: scrolled to, the last one saves (signed out: it asks to sign in).
  const last = page.getByTestId('discover-card').last();
  await last.scrollIntoViewIfNeeded();
  await last.getByRole('link', { name: 'Sign in to save' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await context.close();
});

test('a drawn page shows once the browser has read all of it, never a part laid out without the rest', async ({
  browser,
  baseURL,
}) => {
  // Without scripts, so what is seen is the server's page alone, as before the app starts.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  // The page cut off inside its content, as a slow phone has it while still reading: what is there stays unseen.
  await page.route('**/discover', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({ response, body: html.slice(0, html.indexOf('GRID')) });
  });
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'DISCOVER', includeHidden: true })).toBeAttached();
  const title = page.getByRole('heading', { name: 'DISCOVER' });
  await expect(title).toBeHidden();
  await page.unroute('**/discover');
  // Read to its end, it shows.
  await page.goto('/discover');
  await expect(title).toBeVisible();
  await context.close();
});

test('crawlers are told what to read: robots.txt keeps them off the API, and a made-up address is a 404', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = await robots.text();
  expect(rules).toMatch(/^User-agent: \*$/m);
  expect(rules).toMatch(/^Disallow: \/api\/$/m);
  expect(rules).not.toMatch(/^Disallow: \/$/m);
  expect((await request.get('/discover')).status()).toBe(200);
  expect((await request.get('/no-such-page')).status()).toBe(404);
});

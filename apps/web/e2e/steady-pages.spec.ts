import { expect, test, type Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, getJson, layoutShifts, recordLayoutShifts, signIn } from './support';

/**
 * Signed-in pages the browser draws (the server draws only the landing pages) show each part once its reads are in,
 * so nothing already on screen moves when a late answer comes. One read is held back 1.2 s in each, as on a slow
 * network, and no layout shift may follow (layout shifts within 0.5 s of a press do not count, as in Chrome's CLS).
 */
function holdBack(page: Page, procedure: string) {
  return page.route(new RegExp(`/trpc/[^?]*${procedure.replace('.', '\\.')}`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await route.continue();
  });
}

test('insights show whole: metrics, charts and recently viewed do not push each other down', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await signIn(browser, baseURL!, DEMO.brand, { viewport: DESKTOP });
  await holdBack(page, 'recentlyViewed.list');
  await recordLayoutShifts(page);
  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'TIPS' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});

test("a wall owner's walls come under their projects without being pushed down", async ({ browser, baseURL }) => {
  const { page, context } = await signIn(browser, baseURL!, DEMO.owner, { viewport: DESKTOP });
  await holdBack(page, 'myProjects.future');
  await recordLayoutShifts(page);
  await page.goto('/my-projects');
  await expect(page.getByRole('heading', { name: 'YOUR WALLS' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});

test("on a phone, a brand sees an artist's profile with Invite in place from the start", async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await signIn(browser, baseURL!, DEMO.brand, { viewport: PHONE });
  const artists = await getJson<{ items: { id: string }[] }>(context, '/api/users?userType=artist&limit=1');
  await holdBack(page, 'projects.mine');
  await recordLayoutShifts(page);
  await page.goto(`/artists/${artists.items[0]!.id}`);
  await expect(page.getByRole('button', { name: 'Invite' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});

test('the dashboard reached from another page shows whole, recently viewed included', async ({ browser, baseURL }) => {
  const { page, context } = await signIn(browser, baseURL!, DEMO.artist, { viewport: DESKTOP });
  await recordLayoutShifts(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'SETTINGS' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => void ((window as unknown as { wcShifts: string[] }).wcShifts.length = 0));
  await holdBack(page, 'recentlyViewed.list');
  // The app draws it: the address changes in place, no page is loaded.
  await page.evaluate(() => {
    history.pushState(null, '', '/dashboard');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'YOUR DASHBOARD' })).toBeVisible();
  await expect(page.getByTestId('stat-projects')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});

test('referrals show whole: the title with its bonus, the figures and the signups in place', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await signIn(browser, baseURL!, DEMO.artist, { viewport: DESKTOP });
  await holdBack(page, 'referrals.stats');
  await recordLayoutShifts(page);
  await page.goto('/referrals');
  await expect(page.getByTestId('referral-stat-referrals')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});

test('the notification and saved tabs show with their counts, none pushed along by another', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await signIn(browser, baseURL!, DEMO.brand, { viewport: DESKTOP });
  await recordLayoutShifts(page);
  for (const [path, counts, tab] of [
    ['/notifications', 'notifications.counts', /^APPLICATIONS \(\d+\)$/],
    ['/saved', 'saved.counts', /^ARTISTS \(\d+\)$/],
  ] as const) {
    await holdBack(page, counts);
    await page.goto(path);
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page), path).toEqual([]);
  }
  await context.close();
});

test("my network's tabs show with both counts, the first not pushed along by the second", async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await signIn(browser, baseURL!, DEMO.artist, { viewport: DESKTOP });
  // The FUTURE tab's count (pending invitations) comes 1.2 s after CURRENT's.
  await page.route(/\/trpc\/[^?]*invitations\.mine.*pending/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await route.continue();
  });
  await recordLayoutShifts(page);
  await page.goto('/my-network');
  await expect(page.getByRole('tab', { name: /^FUTURE \(\d+\+?\)$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});

test("on a phone the deal room's title comes in place, the project's own", async ({ browser, baseURL }) => {
  const { page, context } = await signIn(browser, baseURL!, DEMO.brand, { viewport: PHONE });
  const deals = await getJson<{ items: { projectId: string; title: string }[] }>(context, '/api/deals?limit=1');
  const deal = deals.items[0]!;
  await holdBack(page, 'deals.get');
  await recordLayoutShifts(page);
  await page.goto(`/deals/${deal.projectId}`);
  await expect(page.getByRole('heading', { name: deal.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});

test("an artist's live tracking page shows each project's MESSAGE button with it, the owner already known", async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await signIn(browser, baseURL!, DEMO.artist, { viewport: DESKTOP });
  // The project's own read is what a button without its owner waited for.
  await holdBack(page, 'projects.get');
  await holdBack(page, 'wallProjects.get');
  await recordLayoutShifts(page);
  await page.goto('/tracking');
  await expect(page.getByRole('link', { name: /^MESSAGE/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
  await context.close();
});

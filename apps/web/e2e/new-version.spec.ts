import { expect, test, type Page } from '@playwright/test';
import { DEMO, DESKTOP, signIn } from './support';

/**
 * A tab opened before a deploy asks for chunks of its own version, which the new one no longer serves: here the
 * page's chunk answers 404 as it would after a deploy. The page is opened by the app itself (no page load), as a
 * click on a link opens it.
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    (window as unknown as { loadedBefore: boolean }).loadedBefore = true;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function chunkGone(page: Page, times: number) {
  let left = times;
  await page.route(/\/assets\/MyNetworkPage-[^/]*\.js$/, (route) =>
    left-- > 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
  );
}

test('a tab opened before a deploy opens a page it had not visited, in the new version', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await signIn(browser, baseURL!, DEMO.artist, { viewport: DESKTOP });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'SETTINGS' })).toBeVisible();
  await chunkGone(page, 1);
  await openInApp(page, '/my-network');
  await expect(page.getByRole('heading', { name: 'MY NETWORK' })).toBeVisible();
  await expect(page).toHaveURL(/\/my-network$/);
  // The tab loaded the address again: the script state of the old version is gone.
  expect(await page.evaluate(() => 'loadedBefore' in window)).toBe(false);
  await expect(page.getByText('SOMETHING WENT WRONG')).toHaveCount(0);
  await context.close();
});

test('a page that still cannot load says so once, with RELOAD, rather than reloading for ever', async ({
  browser,
  baseURL,
}) => {
  const { page, context } = await signIn(browser, baseURL!, DEMO.artist, { viewport: DESKTOP });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'SETTINGS' })).toBeVisible();
  let loads = 0;
  page.on('load', () => loads++);
  await chunkGone(page, Infinity);
  await openInApp(page, '/my-network');
  await expect(page.getByText('SOMETHING WENT WRONG')).toBeVisible();
  await expect(
    page.getByText('This page could not be loaded. Check your connection, then reload to try again.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'RELOAD' })).toBeVisible();
  // In full view below the header, whatever scroll the reload kept.
  const headerBottom = (await page.locator('header').boundingBox())!.height;
  expect((await page.getByText('SOMETHING WENT WRONG').boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  await page.waitForTimeout(1_000);
  // One reload for the new version, then the message: no loop.
  expect(loads).toBe(1);
  await context.close();
});

import { expect, test } from '@playwright/test';
import { PHONE, noSidewaysScroll, signUp, unique } from './support';

/**
 * Issue 16, moderation: an artist on a phone reports a wall from its page and is told the team will review it;
 * the wall's owner gets no Report action on their own wall.
 */
test('an artist reports a wall from its page at 360 px and sees the confirmation', async ({ browser, baseURL }) => {
  const owner = await signUp(browser, baseURL!, { firstName: 'Rita', lastName: 'Owner', userType: 'wall_owner' });
  const title = `Reported wall ${unique()}`;
  const created = await owner.context.request.post('/api/walls', { data: { title, location: 'Houston, TX' } });
  expect(created.status(), await created.text()).toBe(201);
  const wall = (await created.json()) as { id: string };

  await owner.page.goto(`/walls/${wall.id}`);
  await expect(owner.page.getByRole('heading', { name: title })).toBeVisible();
  await expect(owner.page.getByRole('button', { name: 'Report wall' })).toHaveCount(0);

  const artist = await signUp(
    browser,
    baseURL!,
    { firstName: 'Remy', lastName: 'Artist', userType: 'artist' },
    { viewport: PHONE },
  );
  const { page } = artist;
  const dialogCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/ReportDialog-[\w-]+\.js$/.test(request.url())) dialogCode.push(request.url());
  });
  await page.goto(`/walls/${wall.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The dialog's code is no part of the page's first load: it is fetched when first wanted.
  expect(dialogCode).toEqual([]);
  await page.getByRole('button', { name: 'Report wall' }).click();

  const dialog = page.getByRole('dialog', { name: 'REPORT WALL' });
  const discard = page.getByRole('dialog', { name: 'Discard what you typed?' });
  await expect(dialog).toBeVisible();
  expect(dialogCode).toHaveLength(1);
  // A click outside a dialog holding typed text asks before throwing it away; DISCARD empties it.
  await dialog.getByLabel('Comment (optional)').fill('Half a thought');
  await page.mouse.click(5, 5);
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'DISCARD' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Report wall' }).click();
  await expect(dialog.getByLabel('Comment (optional)')).toHaveValue('');
  // The reason is required: submitting without one names the field.
  await dialog.getByRole('button', { name: 'SUBMIT REPORT' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Reason', exact: true }).click();
  await page.getByRole('option', { name: 'Misleading or false' }).click();
  await dialog.getByLabel('Comment (optional)').fill('The photo is of another building.');
  // Escape asks too, and the question stays (the same key must not close it at once); KEEP EDITING returns to the
  // form as it was.
  await page.keyboard.press('Escape');
  await expect(discard).toBeVisible();
  await page.waitForTimeout(500);
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'KEEP EDITING' }).click();
  await expect(discard).toBeHidden();
  await expect(dialog.getByLabel('Comment (optional)')).toHaveValue('The photo is of another building.');
  await noSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'SUBMIT REPORT' }).click();

  await expect(
    page.locator('.mantine-Notification-root').filter({ hasText: 'Report sent: our team will review it' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await noSidewaysScroll(page);

  await owner.context.close();
  await artist.context.close();
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { formatMoney } from '@wallcraft/shared';
import { DEMO, DESKTOP, getJson, layoutShifts, noSidewaysScroll, PHONE, recordLayoutShifts, signIn } from './support';

type Line = { id: string; kind: string; amount: string; projectId: string | null; receiptUrl: string };
type Page = { items: Line[]; nextCursor: string | null };
type Totals = { in: string; out: string; fees: string; net: string };
type Summary = {
  heldInEscrow: { asPayer: string; asArtist: string };
  months: (Totals & { month: string })[];
  overall: Totals;
};

/** Every line of the signed-in account's billing, from the API. */
async function allLines(context: Parameters<typeof getJson>[0], query = ''): Promise<Line[]> {
  const lines: Line[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await getJson<Page>(
      context,
      `/api/billing?limit=100${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    lines.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return lines;
}

test('the billing page shows the movements and month totals the API sums, exports them, and says TEST MODE', async ({
  browser,
  baseURL,
}, testInfo) => {
  const brand = await signIn(browser, baseURL!, DEMO.brand, { viewport: DESKTOP });
  const { page } = brand;
  const summary = await getJson<Summary>(brand.context, '/api/billing/summary');
  const lines = await allLines(brand.context);
  expect(lines.length, 'the seed gives the demo brand payments').toBeGreaterThan(0);

  // Reached from the user menu.
  await page.goto('/');
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByRole('heading', { name: 'BILLING & EARNINGS' })).toBeVisible();
  await expect(page.getByTestId('test-mode-banner')).toContainText('no card is asked for');

  await expect(page.getByTestId('billing-held-payer')).toHaveText(formatMoney(summary.heldInEscrow.asPayer));
  await expect(page.getByTestId('billing-in')).toHaveText(formatMoney(summary.overall.in));
  await expect(page.getByTestId('billing-out')).toHaveText(formatMoney(summary.overall.out));
  expect(summary.months.length).toBeGreaterThan(0);
  for (const month of summary.months) {
    const row = page.locator(`[data-month="${month.month}"]`);
    await expect(row.getByTestId('month-in')).toHaveText(formatMoney(month.in));
    await expect(row.getByTestId('month-out')).toHaveText(formatMoney(month.out));
    await expect(row.getByTestId('month-fees')).toHaveText(formatMoney(month.fees));
  }

  // Every movement, page after page.
  const shown = page.getByTestId('billing-line');
  await expect(shown).toHaveCount(Math.min(20, lines.length));
  const more = page.getByRole('button', { name: 'LOAD MORE' });
  while (await more.isVisible()) {
    const before = await shown.count();
    await more.click();
    await expect.poll(() => shown.count()).toBeGreaterThan(before);
  }
  await expect(shown).toHaveCount(lines.length);
  await page.screenshot({ path: testInfo.outputPath('billing-1280.png'), fullPage: true });

  // The CSV holds the same lines.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'EXPORT CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^wallcraft-billing-.*\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8')
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe('date,kind,description,project_id,counterpart,amount,fee,receipt');
  expect(csv.length).toBe(1 + lines.length);

  // A line's receipt opens, with the banner.
  await shown.first().getByRole('link', { name: 'RECEIPT' }).click();
  await expect(page).toHaveURL(new RegExp(lines[0]!.receiptUrl.replace(/[/]/g, '\\/')));
  await expect(page.getByTestId('test-mode-banner')).toBeVisible();
  await brand.context.close();
});

test("a project's payments page leads to its billing, which fits a 360 px phone", async ({
  browser,
  baseURL,
}, testInfo) => {
  const brand = await signIn(browser, baseURL!, DEMO.brand, { viewport: PHONE });
  const { page } = brand;
  const projectId = (await allLines(brand.context)).find((line) => line.projectId)?.projectId;
  expect(projectId, 'the demo brand has paid on a project').toBeTruthy();
  const projectLines = await allLines(brand.context, `&projectId=${projectId}`);

  await page.goto(`/projects/${projectId}/transactions?projectType=brand_project`);
  await expect(page.getByTestId('test-mode-banner')).toBeVisible();
  await page.getByRole('link', { name: 'VIEW BILLING' }).click();
  await expect(page).toHaveURL(new RegExp(`/billing\\?projectId=${projectId}`));
  await expect(page.getByText("Showing this project's payments only.")).toBeVisible();
  await expect(page.getByTestId('billing-line')).toHaveCount(Math.min(20, projectLines.length));
  await noSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('billing-project-360.png'), fullPage: true });

  await page.getByRole('button', { name: 'SHOW ALL' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await noSidewaysScroll(page);
  await brand.context.close();
});

test('an artist sees their earnings and that payouts need no setup in test mode', async ({ browser, baseURL }) => {
  const artist = await signIn(browser, baseURL!, DEMO.artist, { viewport: PHONE });
  const { page } = artist;
  const summary = await getJson<Summary>(artist.context, '/api/billing/summary');
  await page.goto('/billing');
  await expect(page.getByTestId('billing-held-artist')).toHaveText(formatMoney(summary.heldInEscrow.asArtist));
  await expect(page.getByTestId('billing-fees')).toHaveText(formatMoney(summary.overall.fees));
  const payouts = page.getByRole('region', { name: 'Payouts' });
  await expect(payouts.getByTestId('payout-state')).toHaveText('TEST MODE');
  await expect(payouts).toContainText('Nothing to set up');
  await noSidewaysScroll(page);
  await artist.context.close();
});

test('the billing page draws without moving: the TEST MODE banner, figures and movements arrive in place', async ({
  browser,
  baseURL,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, context } = await signIn(browser, baseURL!, DEMO.artist, { viewport });
    await recordLayoutShifts(page);
    await page.goto('/billing');
    await expect(page.getByTestId('test-mode-banner')).toBeVisible();
    await expect(page.getByTestId('billing-line').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page), `${viewport.width} px`).toEqual([]);
    await context.close();
  }
});

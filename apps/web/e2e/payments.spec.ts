import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DEMO, getJson, signIn, usd, type Person } from './support';

const BRAND_EMAIL = DEMO.brand;

type Summary = { total: string; inEscrow: string; platformFees: string; netPayouts: string };
type Payee = { artist: { id: string; displayName: string }; agreedAmount: string | null };

/** A seeded project of the demo brand (not cancelled) with an accepted artist to pay. */
async function projectWithArtist(brand: Person) {
  const projects = (
    await getJson<{ items: { id: string; title: string; status: string }[] }>(
      brand.context,
      '/api/projects/my-projects?limit=100',
    )
  ).items.filter((project) => project.status === 'in_progress' || project.status === 'open');
  for (const project of projects) {
    const payees = await getJson<{ items: Payee[] }>(
      brand.context,
      `/api/transactions/project/${project.id}/payees?projectType=brand_project`,
    );
    const payee = payees.items[0];
    if (payee) return { project, artist: payee.artist };
  }
  throw new Error('The seed should give the demo brand a project with an accepted artist');
}

/** Screenshots at a 360 px phone and a desktop width; the page never scrolls sideways. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const [width, height] of [
    [360, 800],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('the brand pays its accepted artist into escrow, releases it, and opens the receipt', async ({
  browser,
  baseURL,
}, testInfo) => {
  const brand = await signIn(browser, baseURL!, BRAND_EMAIL);
  const { project, artist } = await projectWithArtist(brand);
  const summaryPath = `/api/transactions/project/${project.id}/summary?projectType=brand_project`;
  const before = await getJson<Summary>(brand.context, summaryPath);
  const amount = 1234;
  const page = brand.page;

  await page.goto(`/projects/${project.id}`);
  await page.getByRole('link', { name: 'PAYMENTS' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/transactions\\?projectType=brand_project$`));
  await expect(page.getByRole('heading', { name: 'PAYMENTS & ESCROW' })).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText(usd(Number(before.total)));

  await page.getByRole('button', { name: 'CREATE PAYMENT' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Artist' }).click();
  await page.getByRole('option', { name: new RegExp(`^${artist.displayName}`) }).click();
  await dialog.getByRole('textbox', { name: 'Total amount (USD)' }).fill(String(amount));
  await expect(dialog.getByTestId('fee-preview')).toHaveText('$61.70');
  await expect(dialog.getByTestId('net-preview')).toHaveText('$1,172.30');
  await shoot(page, testInfo, 'create-payment');
  await dialog.getByRole('button', { name: 'PAY INTO ESCROW' }).click();
  await expect(page.getByText('PAYMENT CREATED')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page
    .getByTestId('payment-row')
    .filter({ hasText: usd(amount) })
    .first();
  await expect(row.getByText('ESCROWED')).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText(usd(Number(before.total) + amount));
  await shoot(page, testInfo, 'transactions');

  await row.getByRole('button', { name: 'RELEASE' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'CONFIRM RELEASE' }).click();
  await expect(row.getByText('COMPLETED')).toBeVisible();
  await expect(page.getByTestId('summary-platformFees')).toHaveText(usd(Number(before.platformFees) + 61.7));
  await expect(page.getByTestId('summary-netPayouts')).toHaveText(usd(Number(before.netPayouts) + 1172.3));
  await expect(row.getByRole('button', { name: 'RELEASE' })).toHaveCount(0);

  await row.getByRole('link', { name: 'RECEIPT' }).click();
  await expect(page).toHaveURL(/\/payments\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'RECEIPT' })).toBeVisible();
  const receipt = page.getByRole('main');
  await expect(receipt.getByText('COMPLETED', { exact: true })).toBeVisible();
  await expect(receipt.getByText(artist.displayName)).toBeVisible();
  await expect(receipt.getByRole('link', { name: project.title })).toBeVisible();
  await expect(receipt.getByText('$1,172.30')).toBeVisible();
  await expect(receipt.getByText('RELEASED', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PRINT' })).toBeVisible();
  await shoot(page, testInfo, 'receipt');
  const receiptUrl = page.url();

  // Printed, the receipt stands alone: no header, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'PRINT' })).toBeHidden();
  await expect(receipt.getByText('NET TO ARTIST')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('receipt-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The payment's notification leads to its deal room, whose billing link lists the same receipt.
  await page.goto('/notifications');
  const released = page
    .getByRole('listitem')
    .filter({ hasText: `You released ${usd(amount)} to ${artist.displayName} for ${project.title}` });
  await released.getByRole('link', { name: 'OPEN DEAL ROOM' }).click();
  await expect(page).toHaveURL(new RegExp(`/deals/${project.id}$`));
  await page.getByRole('link', { name: 'VIEW BILLING' }).click();
  await page.getByTestId('billing-line').first().getByRole('link', { name: 'RECEIPT' }).click();
  await expect(page).toHaveURL(receiptUrl);
  await expect(page.getByRole('heading', { name: 'RECEIPT' })).toBeVisible();

  await page.goto('/payments/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Payment not found' })).toBeVisible();
  await brand.context.close();
});

test('the artist paid sees their payment read-only and opens its receipt', async ({ browser, baseURL }, testInfo) => {
  const brand = await signIn(browser, baseURL!, BRAND_EMAIL);
  const artist = await signIn(browser, baseURL!, DEMO.artist);
  // A fresh open project of the demo brand (other specs pay on the seeded ones): she applies, the brand accepts
  // and pays.
  const created = await brand.context.request.post('/api/projects', {
    data: { title: `Receipt mural ${Date.now()}`, location: 'Houston, TX', budget: '2,000' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: string };
  const application = await artist.context.request.post('/api/applications', {
    data: { projectType: 'brand_project', projectId: project.id },
  });
  expect(application.ok()).toBe(true);
  const accepted = await brand.context.request.patch(`/api/applications/${(await application.json()).id}`, {
    data: { status: 'accepted' },
  });
  expect(accepted.ok()).toBe(true);
  const paid = await brand.context.request.post('/api/transactions', {
    data: { projectType: 'brand_project', projectId: project.id, recipientId: artist.id, amount: '250.00' },
  });
  expect(paid.ok()).toBe(true);
  const payment = (await paid.json()) as { id: string };

  const page = artist.page;
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('link', { name: 'PAYMENTS' }).click();
  await expect(page.getByRole('heading', { name: 'PAYMENTS & ESCROW' })).toBeVisible();
  const row = page.getByTestId('payment-row').filter({ hasText: payment.id.slice(0, 8) });
  await expect(row.getByText('ESCROWED')).toBeVisible();
  await expect(page.getByTestId('summary-total')).toHaveText('$250');
  await expect(page.getByRole('button', { name: 'CREATE PAYMENT' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'RELEASE' })).toHaveCount(0);
  await shoot(page, testInfo, 'artist-transactions');

  await row.getByRole('link', { name: 'RECEIPT' }).click();
  await expect(page.getByRole('main').getByText('$237.50')).toBeVisible();
  await brand.context.close();
  await artist.context.close();
});

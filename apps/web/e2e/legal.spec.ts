import { expect, test } from '@playwright/test';
import { PHONE, noSidewaysScroll } from './support';

/** Issue 15: the privacy policy and the terms, readable signed out, with their dates and a table of contents. */

test('the terms carry their dates, the marketplace rules and the notice of changes, and the contents lead to each section', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'TERMS OF SERVICE' })).toBeVisible();
  await expect(page.getByText('Effective February 15, 2025 · Last updated October 7, 2025')).toBeVisible();
  for (const rules of ['3. Rules for artists', '4. Rules for wall owners', '5. Rules for brands'])
    await expect(page.getByRole('heading', { level: 2, name: rules })).toBeAttached();
  await expect(page.getByText("at least 30 days' notice", { exact: false })).toBeAttached();
  await expect(page.getByText('The platform fee is 5% of each payment', { exact: false })).toBeAttached();

  const contents = page.getByRole('navigation', { name: 'CONTENTS' });
  await contents.getByRole('link', { name: '8. Disputes' }).click();
  await expect(page).toHaveURL(/\/terms#disputes$/);
  await expect(page.getByRole('heading', { level: 2, name: '8. Disputes' })).toBeInViewport();
  await noSidewaysScroll(page);
});

test('the privacy policy says what is collected and who sees it, and points to the contact page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'PRIVACY POLICY' })).toBeVisible();
  await expect(page.getByText('Effective February 15, 2025 · Last updated October 7, 2025')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '2. What we collect' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: '4. What other people can see' })).toBeAttached();
  await page.getByRole('link', { name: 'contact page' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

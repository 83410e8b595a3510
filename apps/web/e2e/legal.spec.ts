import { expect, test } from '@playwright/test';
import { PHONE, noSidewaysScroll, signUp, unique } from './support';

/**
 * Issue 15: the privacy policy and the terms, readable signed out, with their dates and a table of contents;
 * feedback and contact, signed out and signed in.
 */

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

test('a visitor sends feedback: SUBMIT waits for some text, and the form empties once it is sent', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/feedback');
  const submit = page.getByRole('button', { name: 'SUBMIT FEEDBACK' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Your feedback').fill('   ');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Your feedback').fill('The map view makes finding walls easy.');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Thank you!' })).toBeVisible();
  await expect(page.getByLabel('Your feedback')).toHaveValue('');
  await noSidewaysScroll(page);
});

test('signed out, contact asks for an email; signed in, the message is listed with its status', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'SEND MESSAGE' });
  await page.getByLabel('Subject').fill('Gallery partnership');
  await page.getByLabel('Comments').fill('We would like to list our building.');
  await expect(send).toBeDisabled();
  await page.getByLabel('Your email').fill('gallery@example.com');
  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'We will answer at gallery@example.com.' })).toBeVisible();

  const artist = await signUp(
    browser,
    baseURL!,
    { firstName: 'Cass', lastName: 'Contact', userType: 'artist' },
    { viewport: PHONE },
  );
  const subject = `Payout question ${unique()}`;
  await artist.page.goto('/contact');
  await expect(artist.page.getByText('No messages yet.', { exact: false })).toBeVisible();
  await expect(artist.page.getByLabel('Your email')).toHaveCount(0);
  await artist.page.getByLabel('Subject').fill(subject);
  await artist.page.getByLabel('Comments').fill('When is escrow released?');
  await artist.page.getByRole('button', { name: 'SEND MESSAGE' }).click();
  const mine = artist.page.getByRole('region', { name: 'YOUR MESSAGES' });
  await expect(mine.getByText(subject)).toBeVisible();
  await expect(mine.getByText('RECEIVED')).toBeVisible();
  await noSidewaysScroll(artist.page);
  await artist.context.close();
});

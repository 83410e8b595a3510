import { expect, test } from '@playwright/test';
import { PHONE, newContext, noSidewaysScroll, unique } from './support';

/**
 * Issue 17, a forgotten password on a 360 px phone: "Forgot password?" on the sign-in page, the mail read from the
 * development mailbox, a new password chosen once, the other session signed out, and the same link refused again.
 */
test('a user resets a forgotten password through the mailed link, once, and their other session ends', async ({
  browser,
  baseURL,
}) => {
  const email = `e2e-reset-${unique()}@example.com`;
  const signedIn = await newContext(browser, baseURL!);
  const registered = await signedIn.request.post('/api/auth/register', {
    data: { email, password: 'spray-paint-2025', firstName: 'Fay', lastName: 'Forgetful' },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  const context = await newContext(browser, baseURL!, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'SEND RESET LINK' }).click();
  await expect(page.getByTestId('forgot-sent')).toContainText('If an account uses this address');
  await noSidewaysScroll(page, PHONE.width);

  // The mail is handed to a job at once; the development mailbox lists it within moments.
  let link = '';
  await expect(async () => {
    const mailbox = await page.request.get('/api/dev/mailbox');
    expect(mailbox.status()).toBe(200);
    const html = await mailbox.text();
    const mail = html.split('<article>').find((part) => part.includes(`To ${email}`) && part.includes('Reset your'));
    link = mail?.match(/https?:\/\/[^\s<]+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 20_000 });

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
  await expect(page.getByTestId('reset-done')).toBeVisible();
  await noSidewaysScroll(page, PHONE.width);

  const me = await signedIn.request.get('/api/auth/user');
  expect(await me.json()).toBeNull();

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password').fill('yet-another-password');
  await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
  await expect(page.getByText('This link was already used.')).toBeVisible();

  const signIn = await context.request.post('/api/auth/login', { data: { email, password: 'a-brand-new-password' } });
  expect(signIn.status()).toBe(200);
  await signedIn.close();
  await context.close();
});

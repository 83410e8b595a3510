import { expect, test, type Page } from '@playwright/test';
import { typeCity } from './support';

const PASSWORD = 'spray-paint-2025';

function uniqueEmail(): string {
  return `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const header = (page: Page) => page.getByRole('banner');
const switcher = (page: Page) => page.getByRole('button', { name: 'Switch profile' });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

test('a new user signs up, creates an artist profile, signs out and in, and adds and switches to a brand profile', async ({
  page,
}) => {
  const email = uniqueEmail();

  await page.goto('/login');
  await page.getByRole('tab', { name: 'SIGN UP' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Spray');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

  await expect(page).toHaveURL(/\/create-profile$/);
  await expect(page.getByRole('heading', { name: 'CREATE YOUR PROFILE' })).toBeVisible();
  await page.getByRole('radio', { name: 'ARTIST' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Spray');
  await typeCity(page, 'Houston, TX');
  await page.getByRole('button', { name: 'CREATE PROFILE' }).click();

  // Just signed up: welcomed to WallCraft; signed in again later: welcomed back.
  await expect(page.getByText('Welcome to WallCraft, Ada!')).toBeVisible();
  await expect(switcher(page)).toContainText('ARTIST');

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(header(page).getByRole('link', { name: 'LOGIN' })).toBeVisible();
  await expect(switcher(page)).toHaveCount(0);

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('Welcome back, Ada!')).toBeVisible();
  await expect(switcher(page)).toContainText('ARTIST');

  await switcher(page).click();
  await page.getByRole('menuitem', { name: 'Add Profile' }).click();
  await expect(page).toHaveURL(/\/add-account$/);
  await expect(page.getByRole('button', { name: 'ARTIST (Already Have)' })).toBeDisabled();
  await page.getByRole('button', { name: 'BRAND', exact: true }).click();

  await expect(page).toHaveURL(/\/setup\/brand\?accountId=.+/);
  await expect(page.getByRole('heading', { name: 'COMPLETE YOUR BRAND PROFILE' })).toBeVisible();
  await expect(page.getByLabel('Location')).toHaveValue('Houston, TX');
  // The brand form also requires company name, industry and budget.
  await page.getByLabel('Company name').fill('Spray Co');
  await page.getByLabel('Industry').fill('Retail');
  await page.getByLabel('Budget (USD)').fill('5000');
  await page.getByRole('button', { name: 'COMPLETE PROFILE' }).click();

  await expect(page.getByText('Welcome back, Ada!')).toBeVisible();
  await expect(switcher(page)).toContainText('BRAND');

  await switcher(page).click();
  await page.getByRole('menuitem', { name: /ARTIST/ }).click();
  await expect(switcher(page)).toContainText('ARTIST');
});

test('a signed-out visitor is asked to sign in for a page that needs an account, and a made-up one is 404', async ({
  page,
}) => {
  await page.goto('/saved');
  await expect(page).toHaveURL(/\/login\?next=%2Fsaved$/);
  await expect(page.getByRole('heading', { name: 'WELCOME TO WALLCRAFT' })).toBeVisible();
  // The status says so too (for search engines and link checkers), and the app draws its page in the body.
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'LOGIN' })).toBeVisible();
});

test('a wrong password shows the server reply as a toast, without its status code', async ({ page, request }) => {
  const email = uniqueEmail();
  const registered = await request.post('/trpc/auth.register', { data: { email, password: PASSWORD } });
  expect(registered.ok()).toBe(true);

  await signIn(page, email, 'not-the-password');
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(page.getByText(/\b401\b/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('the header search sends non-blank text to discover and ignores blank text', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('textbox', { name: 'Search' });

  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  await search.fill('  neon mural ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/discover\?search=neon%20mural$/);
  await expect(page.getByRole('heading', { name: 'DISCOVER' })).toBeVisible();
});

test('the footer links to the help center as HELP and states the rights line', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('© 2025 WallCraft. All rights reserved.')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'MEDIA' })).toHaveCount(0);
  await footer.getByRole('link', { name: 'HELP', exact: true }).click();
  await expect(page).toHaveURL(/\/help-center$/);
});

import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, noSidewaysScroll, PHONE, unique } from './support';

// Issue 13: a newcomer's walk signed out, on a laptop and on a phone, without dead ends.
for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`signed out at ${viewport.width} px: an artist from Discover, sign up to message, and back on that artist`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/discover?tab=artists');
    const view = page.getByRole('link', { name: /^VIEW / }).first();
    const name = ((await view.getAttribute('aria-label')) ?? '').replace(/^VIEW /, '');
    await view.click();
    await expect(page).toHaveURL(/\/(artists|profile)\/[0-9a-f-]{36}$/);
    const artistPath = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await noSidewaysScroll(page, viewport.width);

    // The heart and LOGIN TO CONTACT both ask for an account and remember where the visitor was.
    await expect(page.getByRole('link', { name: 'SAVE' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(artistPath)}`,
    );
    await page.getByRole('link', { name: 'LOGIN TO CONTACT' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(artistPath)}$`));

    // Signs up, chooses a profile, and lands back on the artist, where Message now works.
    await page.getByRole('tab', { name: 'SIGN UP' }).click();
    await page.getByLabel('Email').fill(`newcomer-${unique()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('spray-paint-2025');
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await expect(page).toHaveURL(/\/create-profile$/);
    await page.getByRole('radio', { name: 'BRAND' }).click();
    await page.getByRole('button', { name: 'SKIP FOR NOW' }).click();
    await expect(page).toHaveURL(new RegExp(`${artistPath}$`));
    await page.getByRole('link', { name: 'Message', exact: true }).click();
    await expect(page).toHaveURL(/\/messages\?userId=[0-9a-f-]{36}$/);
  });
}

test('signed out, the browse lists and public profiles are pages, and a page that needs an account comes back after sign-in', async ({
  page,
}) => {
  for (const path of ['/browse/projects', '/browse/wall-projects', '/browse/walls']) {
    await page.goto(path);
    await expect(page.getByText(/\d[\d,]*\+? (PROJECT|WALL)\(S\) FOUND/)).toBeVisible();
  }
  await page.goto('/my-projects');
  await expect(page).toHaveURL(/\/login\?next=%2Fmy-projects$/);
  await page.getByLabel('Email').fill(DEMO.brand);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(page).toHaveURL(/\/my-projects$/);
});

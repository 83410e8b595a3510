import { expect, request, test } from '@playwright/test';
import { PHONE, noSidewaysScroll, signUp } from './support';

/**
 * Issue 17, personal API tokens: on a 360 px phone a user creates a token in Settings (the form refuses a token
 * without a name or a scope), copies it from the one place it is shown, and a script calling the API with it acts
 * as them within its scope only; once revoked, the same call is refused.
 */
test('a user creates an API token in Settings, a script uses it within its scope, and revoking it ends it', async ({
  browser,
  baseURL,
}) => {
  const person = await signUp(browser, baseURL!, { firstName: 'Tess', lastName: 'Token', userType: 'artist' });
  const { page } = person;
  await page.setViewportSize(PHONE);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'API Tokens' });
  await expect(section.getByText('No tokens yet. Create one above to use the API from your own code.')).toBeVisible();

  await section.getByRole('button', { name: 'CREATE TOKEN' }).click();
  await expect(section.getByText('Choose at least one scope')).toBeVisible();
  await section.getByLabel('Name').fill('Portfolio sync');
  await section.getByRole('checkbox', { name: /Read your profile/ }).check();
  await section.getByRole('button', { name: 'CREATE TOKEN' }).click();
  await expect(page.getByText('TOKEN CREATED')).toBeVisible();
  const secret = (await section.getByTestId('new-token').textContent()) ?? '';
  expect(secret).toMatch(/^wc_[A-Za-z0-9_-]{43}$/);
  await noSidewaysScroll(page, PHONE.width);

  // A script with the token and no cookie: it is this user within profile:read, and nothing more.
  const script = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
  const me = await script.get('/api/auth/user');
  expect(me.status()).toBe(200);
  expect(JSON.stringify(await me.json())).toContain(person.id);
  const beyond = await script.get('/api/my-projects/current');
  expect(beyond.status()).toBe(403);
  expect((await beyond.json()).message).toContain('projects:read');

  // The secret is shown once: gone after DONE and after a reload, where the list shows the token's last use.
  await section.getByRole('button', { name: 'DONE' }).click();
  await expect(section.getByTestId('new-token')).toHaveCount(0);
  await page.reload();
  const row = page.getByRole('listitem', { name: 'Portfolio sync' });
  await expect(row.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(row.getByText('profile:read')).toBeVisible();
  await expect(row).not.toContainText('Last used never');
  await expect(page.getByText(secret)).toHaveCount(0);

  await row.getByRole('button', { name: 'REVOKE Portfolio sync' }).click();
  await page.getByRole('dialog', { name: 'Revoke this token?' }).getByRole('button', { name: 'REVOKE' }).click();
  await expect(page.getByText('TOKEN REVOKED')).toBeVisible();
  await expect(row.getByText('REVOKED', { exact: true })).toBeVisible();
  expect((await script.get('/api/auth/user')).status()).toBe(401);
  await noSidewaysScroll(page, PHONE.width);
  await script.dispose();
  await person.context.close();
});

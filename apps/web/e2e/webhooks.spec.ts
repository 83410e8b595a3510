import { expect, test } from '@playwright/test';
import { PHONE, noSidewaysScroll, signUp } from './support';

/**
 * Issue 17, webhooks: on a 360 px phone a user adds an endpoint in Settings (the form wants a URL and an event; the
 * production server refuses a private address), reveals and rotates its signing secret, sees the delivery a new
 * message makes in the endpoint's log (no network here, so it fails and waits for a retry), redelivers it, and
 * disables and deletes the endpoint.
 */
test('a user registers a webhook endpoint, reads its delivery log, redelivers, disables and deletes it', async ({
  browser,
  baseURL,
}) => {
  const person = await signUp(browser, baseURL!, { firstName: 'Wes', lastName: 'Hook', userType: 'brand' });
  const { page } = person;
  await page.setViewportSize(PHONE);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section.getByText('No endpoints yet. Add one above to hear of events as they happen.')).toBeVisible();

  await section.getByRole('button', { name: 'ADD ENDPOINT' }).click();
  await expect(section.getByText('Choose at least one event')).toBeVisible();
  await section.getByLabel('Endpoint URL').fill('https://10.0.0.7/hooks');
  await section.getByRole('checkbox', { name: /You received a message/ }).check();
  await section.getByRole('button', { name: 'ADD ENDPOINT' }).click();
  await expect(page.getByText(/private, loopback, link-local and reserved addresses are refused/)).toBeVisible();

  await section.getByLabel('Endpoint URL').fill('https://hooks.example.com/wallcraft');
  await section.getByRole('button', { name: 'ADD ENDPOINT' }).click();
  await expect(page.getByText('ENDPOINT ADDED')).toBeVisible();
  const row = section.getByRole('listitem', { name: 'https://hooks.example.com/wallcraft' });
  await expect(row.getByText('ACTIVE')).toBeVisible();
  await expect(row.getByText('message.created')).toBeVisible();
  await row.getByRole('button', { name: 'REVEAL' }).click();
  await expect(row.getByTestId('webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/);
  const firstSecret = await row.getByTestId('webhook-secret').textContent();
  await row.getByRole('button', { name: 'ROTATE' }).click();
  await page
    .getByRole('dialog', { name: 'Rotate the signing secret?' })
    .getByRole('button', { name: 'ROTATE' })
    .click();
  await expect(page.getByText('SECRET ROTATED')).toBeVisible();
  await expect(row.getByTestId('webhook-secret')).not.toHaveText(firstSecret ?? '');
  await expect(row.getByTestId('webhook-secret')).toHaveText(/^whsec_[A-Za-z0-9_-]{43}$/);
  await noSidewaysScroll(page, PHONE.width);

  // Someone messages the user: one delivery of message.created, attempted by the worker within seconds.
  const sender = await signUp(browser, baseURL!, { firstName: 'Sal', lastName: 'Sender', userType: 'artist' });
  const sent = await sender.context.request.post('/api/messages', {
    data: { receiverId: person.id, content: 'Hello, webhook' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await row.getByRole('button', { name: 'SHOW DELIVERIES' }).click();
  const delivery = row.getByRole('listitem', { name: 'message.created' });
  await expect(delivery).toBeVisible();
  await expect(async () => {
    await page.reload();
    await page.getByRole('region', { name: 'Webhooks' }).getByRole('button', { name: 'SHOW DELIVERIES' }).click();
    await expect(delivery).toContainText('1 attempt', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(delivery.getByText('PENDING')).toBeVisible();
  await noSidewaysScroll(page, PHONE.width);

  await delivery.getByRole('button', { name: 'REDELIVER message.created' }).click();
  await expect(page.getByText('QUEUED AGAIN')).toBeVisible();

  await row.getByRole('button', { name: 'DISABLE https://hooks.example.com/wallcraft' }).click();
  await expect(page.getByText('ENDPOINT DISABLED')).toBeVisible();
  await expect(row.getByText('DISABLED', { exact: true })).toBeVisible();
  await expect(row.getByText('Disabled by you')).toBeVisible();

  await row.getByRole('button', { name: 'DELETE https://hooks.example.com/wallcraft' }).click();
  await page.getByRole('dialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'DELETE' }).click();
  await expect(page.getByText('ENDPOINT DELETED')).toBeVisible();
  await expect(section.getByText('No endpoints yet. Add one above to hear of events as they happen.')).toBeVisible();
  await sender.context.close();
  await person.context.close();
});

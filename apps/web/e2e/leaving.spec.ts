import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, getJson, noSidewaysScroll, signUp } from './support';

/**
 * Leaving, on a 1280 px screen and a 360 px phone: a new person who exchanged messages downloads their data from Settings
 * (the file is JSON holding their message), then deletes their account with their password; they land signed out
 * on the home page, and the person they wrote to now sees the conversation with "Deleted user".
 */
for (const viewport of [DESKTOP, PHONE]) {
  test(`at ${viewport.width} px a person downloads their data, deletes their account, and the other side sees "Deleted user"`, async ({
    browser,
    baseURL,
  }) => {
    const leaver = await signUp(browser, baseURL!, { firstName: 'Lee', lastName: 'Leaver', userType: 'artist' });
    const other = await signUp(browser, baseURL!, { firstName: 'Otto', lastName: 'Other', userType: 'brand' });
    const { page } = leaver;
    await page.setViewportSize(viewport);

    const hello = `Hello Otto, a note to take with me ${Date.now()}`;
    await page.goto(`/messages?userId=${other.id}`);
    const input = page.getByRole('textbox', { name: 'Message' });
    await input.fill(hello);
    await input.press('Enter');
    await expect(page.getByText('Message Sent')).toBeVisible();
    const replied = await other.context.request.post('/api/messages', {
      data: { receiverId: leaver.id, content: 'Hi Lee, good to hear from you' },
    });
    expect(replied.status()).toBe(201);

    // Download my data: pending first, then a link that downloads a JSON file holding the message.
    await page.goto('/settings#account-data');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'DOWNLOAD MY DATA' }).click();
    // The request's toast: "GATHERING YOUR DATA", or already the ready one when the file was gathered before the
    // list was read again (one toast at a time, so the first may never be seen on a fast machine).
    const ready = page.getByText('Download it below: it stays available for 7 days.');
    await expect(page.getByText('GATHERING YOUR DATA', { exact: true }).or(ready).first()).toBeVisible();
    const link = section.getByRole('link', { name: 'Download my data (JSON)' });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(section.getByText(/Available until/)).toBeVisible();
    // The request's toast said a file was coming; now it says the file is here.
    await expect(ready).toBeVisible();
    await noSidewaysScroll(page, viewport.width);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^wallcraft-data-\d{4}-\d{2}-\d{2}\.json$/);
    const archive = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      user: { id: string };
      messages: { content: string }[];
    };
    expect(archive.user.id).toBe(leaver.id);
    expect(archive.messages.map((message) => message.content)).toContain(hello);

    // Delete my account: a wrong password is said beside the field; the right one deletes and signs out.
    await section.getByRole('button', { name: 'DELETE MY ACCOUNT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog.getByText('THIS CANNOT BE UNDONE')).toBeVisible();
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'DELETE FOR GOOD' }).click();
    await expect(dialog.getByText('That is not your password')).toBeVisible();
    await dialog.getByLabel('Your password').fill('spray-paint-2025');
    await dialog.getByRole('button', { name: 'DELETE FOR GOOD' }).click();
    await expect(page.getByText('ACCOUNT DELETED', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await getJson<unknown>(leaver.context, '/api/auth/user')).toBeNull();

    // The other side keeps the conversation, now with "Deleted user".
    await other.page.goto(`/messages?userId=${leaver.id}`);
    await expect(other.page.getByRole('log', { name: 'Messages' }).getByText(hello)).toBeVisible();
    await expect(other.page.getByLabel('Conversation with Deleted user')).toBeVisible();
    await expect(other.page.getByText('Lee Leaver')).toHaveCount(0);

    await leaver.context.close();
    await other.context.close();
  });
}

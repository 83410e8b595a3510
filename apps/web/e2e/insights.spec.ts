import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, noSidewaysScroll, signIn } from './support';

for (const viewport of [DESKTOP, PHONE]) {
  test(`at ${viewport.width} px, Insights draws views, decisions and money over time`, async ({ browser, baseURL }) => {
    const artist = await signIn(browser, baseURL!, DEMO.artist, { viewport });
    const { page } = artist;
    await page.goto('/insights');
    for (const title of ['VIEWS PER WEEK', 'APPLICATIONS & INVITATIONS PER MONTH', 'INCOME PER MONTH']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    // The demo artist has visitors and applications: those two are charts, not empty states.
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expect(page.getByText('No views yet')).toBeHidden();
    await expect(page.getByText('No applications sent yet')).toBeHidden();
    // The same figures as a table for screen readers.
    await expect(page.getByRole('table', { name: 'VIEWS PER WEEK' })).toHaveCount(1);
    await page.getByText('INVITATIONS', { exact: true }).click();
    await noSidewaysScroll(page, viewport.width);
    await artist.context.close();
  });
}

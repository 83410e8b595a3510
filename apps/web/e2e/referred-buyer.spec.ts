import { expect, test } from '@playwright/test';
import { formatUsd, parseDollarsToCents } from '@wallcraft/shared';
import { DESKTOP, PHONE, confirmEmailFromMailbox, getJson, noSidewaysScroll, signUp, unique } from './support';

/**
 * Issue 15's whole walk: a visitor who came through a friend's referral link estimates the supplies for a wall, puts
 * them in the cart, signs up at checkout (the code goes along), pays and sees the server's total and the order; the
 * friend's list shows the sign-up PENDING until the visitor has also confirmed their email (onboarding alone pays
 * nothing), then PAID.
 */
type Wall = { id: string; surfaceType: string | null; width: number | null; height: number | null };

for (const viewport of [DESKTOP, PHONE]) {
  test(`at ${viewport.width} px: referred, a visitor buys a wall's supplies, and the friend is paid once they onboard`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const friend = await signUp(browser, baseURL!, { firstName: 'Fern', lastName: 'Friend', userType: 'wall_owner' });
    const { code, link } = await getJson<{ code: string; link: string }>(friend.context, '/api/referrals/my-code');
    expect(link).toContain(`?ref=${code}`);

    // Through the friend's link, signed out: a wall's supplies into the cart.
    const visitor = await browser.newContext({ baseURL, viewport });
    const page = await visitor.newPage();
    await page.goto(`/?ref=${code}`);
    const walls = await getJson<{ items: Wall[] }>(visitor, '/api/walls?limit=100');
    const wall = walls.items.find((w) => w.surfaceType && w.width && w.height && w.width * w.height <= 1500);
    if (!wall) throw new Error('the demo data should have a wall of a size the shop can supply');
    await page.goto(`/walls/${wall.id}`);
    await page.getByRole('button', { name: 'ESTIMATE SUPPLIES' }).click();
    const dialog = page.getByRole('dialog', { name: 'ESTIMATE SUPPLIES' });
    await expect(dialog.getByTestId('estimate-breakdown')).toContainText('CANS');
    await dialog.getByRole('button', { name: 'ADD TO CART' }).click();
    await dialog.getByRole('link', { name: 'VIEW CART' }).click();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    const lines = await page.getByTestId('cart-line').count();
    const cartTotal = (await page.getByTestId('summary-total').textContent()) ?? '';

    // Checkout asks for an account: sign up there, with the friend's code shown and sent.
    await page.getByRole('link', { name: 'CHECKOUT' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fshop%2Fcheckout$/);
    await page.getByRole('tab', { name: 'SIGN UP' }).click();
    await expect(page.getByTestId('referral-note')).toContainText(code);
    await page.getByLabel('First name').fill('Vera');
    await page.getByLabel('Last name').fill('Visitor');
    const visitorEmail = `visitor-${unique()}@example.com`;
    await page.getByLabel('Email').fill(visitorEmail);
    await page.getByLabel('Password', { exact: true }).fill('spray-paint-2025');
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

    // Still onboarding, the shop is open to them: checkout with the same cart and the same total.
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(lines);
    await expect(page.getByTestId('summary-total')).toHaveText(cartTotal);
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('500 Commerce St');
    await page.getByRole('textbox', { name: 'City' }).fill('Nashville');
    await page.getByRole('combobox', { name: 'State' }).fill('TN');
    await page.getByRole('option', { name: 'TN', exact: true }).click();
    await page.getByRole('textbox', { name: 'ZIP' }).fill('37201');
    if (viewport.width <= PHONE.width) await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();

    // The confirmation shows what the server charged, which is what the cart and checkout showed.
    await expect(page).toHaveURL(/\/shop\/orders\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').at(-1)!;
    const order = await getJson<{ total: string; status: string }>(visitor, `/api/shop/orders/${orderId}`);
    expect(order.status).toBe('paid');
    expect(cartTotal).toBe(formatUsd(parseDollarsToCents(order.total)!));
    await expect(page.getByTestId('summary-total')).toHaveText(cartTotal);
    await page.getByRole('link', { name: 'MY ORDERS' }).first().click();
    await expect(page.getByTestId('order-row').filter({ hasText: orderId.slice(0, 8).toUpperCase() })).toContainText(
      'PAID',
    );

    // The friend sees the sign-up pending: the order is paid, the address not confirmed yet.
    const signup = friend.page.getByTestId('referral-signup').filter({ hasText: 'Vera V.' });
    await friend.page.goto('/referrals');
    await expect(signup).toContainText('PENDING');
    await expect(signup).toContainText('Waiting for Vera to confirm their email');

    // Finishing onboarding pays nothing; confirming the address (after the order) pays the friend's bonus.
    await page.goto('/create-profile');
    await page.getByRole('radio', { name: 'ARTIST' }).click();
    await page.getByRole('button', { name: 'SKIP FOR NOW' }).click();
    await expect(page).not.toHaveURL(/\/create-profile$/);
    await friend.page.reload();
    await expect(signup).toContainText('PENDING');
    await confirmEmailFromMailbox(page, visitorEmail);
    await friend.page.reload();
    await expect(signup).toContainText('PAID');
    await expect(friend.page.getByTestId('referral-stat-earned')).toHaveText('$10');
    await visitor.close();
    await friend.context.close();
  });
}

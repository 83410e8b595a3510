import { expect, test, type Page } from '@playwright/test';
import { cartTotals, estimateSupplies, formatUsd, parseDollarsToCents, type TSurfaceType } from '@wallcraft/shared';
import { DEMO, DEMO_PASSWORD, DESKTOP, PHONE, getJson, newContext, noSidewaysScroll } from './support';

/**
 * A visitor estimates the supplies for a wall, puts them in the cart, signs in to check out (the cart comes along),
 * pays, and sees the server's total on the confirmation and the order in My orders; on a laptop and on a 360 px
 * phone, each as a demo account of its own (their carts stay apart). The expected figures come from the same shared
 * functions the page and the server use, over the catalogue as the API serves it.
 */
type Wall = { id: string; width: number | null; height: number | null; surfaceType: TSurfaceType | null };
type Product = { id: string; slug: string; title: string; price: string };

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });
const COLORS = 3;

const RUNS = [
  { viewport: DESKTOP, email: DEMO.artist },
  { viewport: PHONE, email: DEMO.owner },
];

for (const { viewport, email } of RUNS) {
  test(`at ${viewport.width} px, a visitor estimates a wall's supplies, signs in at checkout and sees the server's total and the order`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const context = await newContext(browser, baseURL!, { viewport });
    const page = await context.newPage();

    // A porous wall of a size the shop can supply: it needs primer too.
    const walls = await getJson<{ items: Wall[] }>(context, '/api/walls?limit=100');
    const wall = walls.items.find(
      (candidate) =>
        ['brick', 'concrete', 'stucco'].includes(candidate.surfaceType ?? '') &&
        candidate.width !== null &&
        candidate.height !== null &&
        candidate.width * candidate.height <= 1500,
    );
    if (!wall?.width || !wall.height || !wall.surfaceType) throw new Error('the demo data should have a porous wall');
    const estimate = estimateSupplies({
      widthFt: wall.width,
      heightFt: wall.height,
      surfaceType: wall.surfaceType,
      colors: COLORS,
    });
    const products = await Promise.all(
      estimate.lines.map((line) => getJson<Product>(context, `/api/shop/products/${line.slug}`)),
    );
    const expected = cartTotals(
      estimate.lines.map((line, i) => ({
        priceCents: parseDollarsToCents(products[i]!.price)!,
        quantity: line.quantity,
      })),
    );

    // The wall's page: ESTIMATE SUPPLIES, the breakdown, ADD TO CART.
    await page.goto(`/walls/${wall.id}`);
    await page.getByRole('button', { name: 'ESTIMATE SUPPLIES' }).click();
    const dialog = page.getByRole('dialog', { name: 'ESTIMATE SUPPLIES' });
    await dialog.getByRole('textbox', { name: 'Colours' }).fill(String(COLORS));
    const breakdown = dialog.getByTestId('estimate-breakdown');
    await expect(breakdown).toContainText(`${estimate.paintCans} CANS`);
    await expect(breakdown).toContainText(`${estimate.primerGallons} GAL PRIMER`);
    for (const [i, line] of estimate.lines.entries())
      await expect(breakdown).toContainText(`${line.quantity} × ${products[i]!.title}`);
    await expect(breakdown).toContainText(`Supplies: ${formatUsd(expected.subtotalCents)}`);
    if (viewport.width <= PHONE.width) await noSidewaysScroll(page);
    await dialog.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(toast(page, 'ADDED TO CART')).toBeVisible();
    await dialog.getByRole('link', { name: 'VIEW CART' }).click();

    // The cart (in this browser, signed out) shows the lines and the shared figures.
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(estimate.lines.length);
    await expect(page.getByTestId('summary-total')).toHaveText(formatUsd(expected.totalCents));
    await expect(page.getByTestId('summary-tax')).toHaveText(formatUsd(expected.taxCents));
    await expect(page.getByTestId('summary-shipping')).toHaveText('$9.99');
    if (viewport.width <= PHONE.width) await noSidewaysScroll(page);

    // Checkout needs an account: sign in, and come back to checkout with the cart.
    await page.getByRole('link', { name: 'CHECKOUT' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fshop%2Fcheckout$/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(estimate.lines.length);
    await expect(page.getByTestId('summary-total')).toHaveText(formatUsd(expected.totalCents));

    // The address: name and email come from the account; the rest is typed, the state picked.
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1801 Main St');
    await page.getByRole('textbox', { name: 'City' }).fill('Houston');
    await page.getByRole('combobox', { name: 'State' }).fill('TX');
    await page.getByRole('option', { name: 'TX', exact: true }).click();
    await page.getByRole('textbox', { name: 'ZIP' }).fill('77002');
    if (viewport.width <= PHONE.width) await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();

    // The confirmation shows what the server charged, which is what the checkout showed.
    await expect(page).toHaveURL(/\/shop\/orders\/[0-9a-f-]{36}$/);
    const orderId = page.url().split('/').at(-1)!;
    const order = await getJson<{ total: string; status: string }>(context, `/api/shop/orders/${orderId}`);
    expect(order).toMatchObject({ status: 'paid', total: (expected.totalCents / 100).toFixed(2) });
    await expect(page.getByRole('heading', { name: `ORDER ${orderId.slice(0, 8).toUpperCase()}` })).toBeVisible();
    await expect(page.getByTestId('summary-total')).toHaveText(formatUsd(parseDollarsToCents(order.total)!));
    await expect(page.getByText('PAID', { exact: true })).toBeVisible();
    if (viewport.width <= PHONE.width) await noSidewaysScroll(page);

    // My orders lists it, paid, with its total; the ordered lines left the cart.
    await page.getByRole('link', { name: 'MY ORDERS' }).first().click();
    await expect(page).toHaveURL(/\/shop\/orders$/);
    const row = page.getByTestId('order-row').filter({ hasText: `ORDER ${orderId.slice(0, 8).toUpperCase()}` });
    await expect(row).toContainText('PAID');
    await expect(row).toContainText(formatUsd(expected.totalCents));
    await expect(page.getByRole('link', { name: /^CART \(0\)$/ })).toBeVisible();
    if (viewport.width <= PHONE.width) await noSidewaysScroll(page);
    await context.close();
  });
}

test('a signed-out visitor browses the grid by tag and search, and an empty cart says so', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.getByText('PRIMER', { exact: true }).click();
  await expect(page).toHaveURL(/\?tag=primer$/);
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toContainText('Exterior Masonry Primer');
  await page.getByText('ALL', { exact: true }).click();
  await expect(page.getByTestId('product-card').nth(1)).toBeVisible();
  await page.getByRole('textbox', { name: 'Search supplies' }).fill('chrome');
  await expect(page).toHaveURL(/\?search=chrome$/);
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card')).toContainText('OUT OF STOCK');
  await expect(page.getByTestId('product-card').getByRole('button', { name: 'OUT OF STOCK' })).toBeDisabled();
  await page.goto('/shop/cart');
  await expect(page.getByRole('heading', { name: 'CART EMPTY' })).toBeVisible();
  await expect(page.getByText('Add items to cart before checking out')).toBeVisible();
});

test("the header's SHOP, pressed on a searched shop, empties the box and shows every product", async ({ page }) => {
  await page.goto('/shop');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  const box = page.getByRole('textbox', { name: 'Search supplies' });
  await box.fill('chrome');
  await expect(page).toHaveURL(/\/shop\?search=chrome$/);
  await expect(cards).toHaveCount(1);

  await page.getByRole('banner').getByRole('link', { name: 'SHOP', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(box).toHaveValue('');
  await expect(cards).toHaveCount(all);
  // The address stays bare once the box's own pause has passed.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/shop$/);
});

test("on a phone the chosen tag is in view, and ALL once the menu's SHOP clears it", async ({ page, context }) => {
  const tags = await getJson<{ items: { tag: string }[] }>(context, '/api/shop/tags');
  await page.setViewportSize(PHONE);
  await page.goto('/shop');
  const chips = page.getByRole('checkbox').or(page.getByRole('radio'));
  // ALL is drawn before the tags answer: the last tag is pressed once the whole row is there.
  await expect(page.locator('.mantine-Chip-root')).toHaveCount(1 + tags.items.length);
  const last = page.locator('.mantine-Chip-root').last();
  await expect(last).toHaveText(tags.items.at(-1)!.tag.toUpperCase());
  await last.locator('label').click();
  await expect(page).toHaveURL(/\?tag=/);
  await expect(last).toBeInViewport({ ratio: 1 });

  await page.getByRole('banner').getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('menuitem', { name: 'SHOP' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(chips.first()).toBeChecked();
  await expect(page.locator('.mantine-Chip-root').first()).toBeInViewport({ ratio: 1 });
});

import { orderTotals } from '@wallcraft/shared';
import { daysAgo, seedImage, type SeedContext } from './context';
import { HELP_ARTICLES } from './help';
import { DEMO_ACCOUNTS, type People } from './people';
import { SHOP_PRODUCTS } from './shop';

/** Help articles, the shop catalogue and one past order for the demo artist. Fixed size: they do not scale. */
export function generateCatalogue(ctx: SeedContext, people: People): void {
  const { random, rows } = ctx;
  HELP_ARTICLES.forEach((article, i) => {
    rows.help_articles.push({
      slug: article.slug,
      title: article.title,
      category: article.category,
      preview_text: article.previewText,
      content: article.content,
      mural_image_url: seedImage('article', i + 1),
    });
  });

  const products = SHOP_PRODUCTS.map((product, i) => {
    const id = random.uuid();
    rows.shop_products.push({
      id,
      slug: product.slug,
      title: product.title,
      description: product.description,
      price_cents: product.priceCents,
      compare_at_price_cents: product.compareAtCents,
      tags: product.tags,
      images: [seedImage('product', i + 1)],
      stock: product.stock,
    });
    return { ...product, id };
  });

  const orderId = random.uuid();
  const lines = random.sample(products, 2).map((product) => ({ product, quantity: random.int(1, 4) }));
  const subtotal = lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
  const totals = orderTotals(subtotal);
  const placedAt = daysAgo(ctx, 12);
  const buyer = people.demo.artist;
  rows.orders.push({
    id: orderId,
    user_id: buyer.id,
    status: 'shipped',
    subtotal_cents: totals.subtotalCents,
    tax_cents: totals.taxCents,
    shipping_cents: totals.shippingCents,
    total_cents: totals.totalCents,
    ship_name: `${buyer.firstName} ${buyer.lastName}`,
    ship_email: DEMO_ACCOUNTS.find((account) => account.key === 'artist')?.email ?? null,
    ship_line1: '1801 Main St',
    ship_city: 'Houston',
    ship_state: 'TX',
    ship_zip: '77002',
    provider: 'embedded',
    payment_ref: `embedded-${orderId}`,
    paid_at: placedAt,
    created_at: placedAt,
    updated_at: placedAt,
  });
  // Paid, so its sale is in the ledger as every new order's is (buyer → shop revenue and the tax owed).
  for (const [account_type, user_id, amount_cents] of [
    ['payer', buyer.id, -totals.totalCents],
    ['shop_revenue', null, totals.subtotalCents + totals.shippingCents],
    ['sales_tax', null, totals.taxCents],
  ] as const)
    rows.ledger_entries.push({ order_id: orderId, movement: 'shop_sale', account_type, user_id, amount_cents });
  for (const { product, quantity } of lines) {
    rows.order_items.push({
      order_id: orderId,
      product_id: product.id,
      title: product.title,
      unit_price_cents: product.priceCents,
      quantity,
      line_total_cents: product.priceCents * quantity,
    });
  }
}

import { orderTotals } from '@wallcraft/shared';
import { daysAgo, seedImage, type SeedContext } from './context';
import { HELP_ARTICLES } from './help';
import type { People } from './people';
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
      image_url: seedImage('product', i + 1),
    });
    return { ...product, id };
  });

  const orderId = random.uuid();
  const lines = random.sample(products, 2).map((product) => ({ product, quantity: random.int(1, 4) }));
  const subtotal = lines.reduce((sum, line) => sum + line.product.priceCents * line.quantity, 0);
  const totals = orderTotals(subtotal);
  const placedAt = daysAgo(ctx, 12);
  rows.orders.push({
    id: orderId,
    user_id: people.demo.artist.id,
    status: 'shipped',
    subtotal_cents: totals.subtotalCents,
    tax_cents: totals.taxCents,
    shipping_cents: totals.shippingCents,
    total_cents: totals.totalCents,
    created_at: placedAt,
    updated_at: placedAt,
  });
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

import type { DB } from '@wallcraft/db';

let made = 0;

/** A catalogue product written straight to the database (tests start from an empty catalogue). */
export async function addProduct(
  db: DB,
  values: Partial<{
    slug: string;
    title: string;
    description: string;
    price_cents: number;
    compare_at_price_cents: number | null;
    tags: string[];
    images: string[];
    stock: number;
    active: boolean;
  }> = {},
) {
  made += 1;
  const row = await db
    .insertInto('shop_products')
    .values({
      slug: `product-${made}-${Date.now()}`,
      title: `Product ${made}`,
      description: 'A test product',
      price_cents: 799,
      tags: ['spray paint'],
      images: [`/media/seed/product-${made}.svg`],
      stock: 50,
      ...values,
    })
    .returning(['id', 'slug', 'title', 'price_cents', 'stock'])
    .executeTakeFirstOrThrow();
  return row;
}

export type TestProduct = Awaited<ReturnType<typeof addProduct>>;

export const ADDRESS = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  line1: '1801 Main St',
  line2: 'Unit 4',
  city: 'Houston',
  state: 'TX',
  zip: '77002',
  phone: '(713) 555-0100',
};

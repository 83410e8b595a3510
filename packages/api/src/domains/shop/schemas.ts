import { MAX_CART_QUANTITY, ZOrderStatus } from '@wallcraft/shared';
import {
  ZCartItemsRequest,
  ZMoney,
  ZPage,
  ZPageRequest,
  ZPathId,
  ZPlaceOrderRequest,
  ZSetCartItemRequest,
} from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { ZIdempotencyKey } from '../payments/schemas';

export { ZIdempotencyHeaders } from '../payments/schemas';
export { ZCartItemsRequest };

export const ZShopProduct = z
  .object({
    id: z.string().uuid(),
    slug: z.string().describe('Stable, readable id for links: /shop/{slug}'),
    title: z.string(),
    description: z.string().nullable(),
    price: ZMoney,
    compareAtPrice: ZMoney.nullable().describe('The usual price when the product is on sale (shown struck through)'),
    tags: z.array(z.string()),
    images: z.array(z.string()),
    stock: z.number().int().min(0).describe('Units left to sell; 0 is out of stock'),
    active: z.boolean().describe('False once the product is no longer sold (it can no longer be ordered)'),
  })
  .meta({ id: 'ShopProduct' });
export type TShopProduct = z.infer<typeof ZShopProduct>;

export const ZListProductsRequest = ZPageRequest.extend({
  search: z
    .string()
    .trim()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .transform((value) => value || undefined)
    .describe('Case-insensitive substring of the title, description or a tag'),
  tag: z
    .string()
    .trim()
    .max(50, 'tag must be at most 50 characters')
    .optional()
    .transform((value) => value || undefined)
    .describe('Only products with this tag (GET /shop/tags lists them)'),
});
export type TListProductsRequest = z.output<typeof ZListProductsRequest>;

export const ZProductRequest = z.object({
  idOrSlug: ZPathId.describe('The product’s id (UUID) or its slug'),
});

export const ZTagList = z
  .object({
    items: z.array(z.object({ tag: z.string(), count: z.number().int().describe('Products on sale with it') })),
  })
  .meta({ id: 'ShopTagList' });

export const ZCart = z
  .object({
    items: z.array(
      z.object({
        product: ZShopProduct,
        quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
      }),
    ),
  })
  .describe(
    'The lines in the order they were first added. A product no longer sold or short of stock stays until removed; checkout refuses it.',
  )
  .meta({ id: 'Cart' });
export type TCart = z.infer<typeof ZCart>;

/** PUT /shop/cart/items/{productId}: the product from the path, the quantity from the body. */
export const ZSetCartItemPathRequest = ZSetCartItemRequest;

export const ZPlaceOrderWithKeyRequest = ZPlaceOrderRequest.extend({
  idempotencyKey: ZIdempotencyKey.optional().describe(
    'As the Idempotency-Key header (for tRPC clients, which send no headers of their own)',
  ),
});
export type TPlaceOrderWithKeyRequest = z.output<typeof ZPlaceOrderWithKeyRequest>;

export const ZShippingAddressOut = z
  .object({
    name: z.string(),
    email: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string().describe('2-letter US state code'),
    zip: z.string(),
    phone: z.string().nullable(),
  })
  .meta({ id: 'ShippingAddress' });

export const ZOrder = z
  .object({
    id: z.string().uuid(),
    status: ZOrderStatus.describe(
      'placed (waiting for the payment provider), paid, shipped, or cancelled (never paid; its stock went back)',
    ),
    items: z.array(
      z.object({
        productId: z.string().uuid(),
        slug: z.string(),
        title: z.string().describe('As it was when ordered'),
        image: z.string().nullable(),
        quantity: z.number().int(),
        price: ZMoney.describe('One unit, as it was when ordered'),
        lineTotal: ZMoney,
      }),
    ),
    subtotal: ZMoney,
    tax: ZMoney.describe('8% of the subtotal, rounded half up to the cent'),
    shipping: ZMoney,
    total: ZMoney,
    shippingAddress: ZShippingAddressOut.nullable().describe('Null only on orders placed before addresses were kept'),
    createdAt: z.string().describe('ISO 8601'),
    paidAt: z.string().nullable().describe('ISO 8601'),
  })
  .meta({ id: 'Order' });
export type TOrder = z.infer<typeof ZOrder>;

export const ZPlacedOrder = ZOrder.extend({
  checkoutUrl: z
    .string()
    .nullable()
    .describe(
      'Stripe: the hosted page where the buyer pays; the order stays placed until paid. Null when paid at once (the embedded provider) and on an Idempotency-Key replay',
    ),
}).meta({ id: 'PlacedOrder' });
export type TPlacedOrder = z.infer<typeof ZPlacedOrder>;

export const ZOrderPage = ZPage(ZOrder);

export const ZOrderIdRequest = z.object({ id: ZPathId.describe('The order’s id') });

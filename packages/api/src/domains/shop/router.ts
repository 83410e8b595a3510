import { MAX_CART_LINES, MAX_CART_QUANTITY } from '@wallcraft/shared';
import { PAGE_DESCRIPTION, ZPage, ZPageRequest } from '@wallcraft/shared/schemas';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { authedProcedure, publicProcedure } from '../../trpc/procedures';
import { paymentProvider } from '../payments/provider';
import * as orders from './orders';
import {
  ZCart,
  ZCartItemsRequest,
  ZIdempotencyHeaders,
  ZListProductsRequest,
  ZOrder,
  ZOrderIdRequest,
  ZOrderPage,
  ZPlacedOrder,
  ZPlaceOrderWithKeyRequest,
  ZProductRequest,
  ZSetCartItemPathRequest,
  ZShopProduct,
  ZTagList,
} from './schemas';
import * as service from './service';

const tags = ['shop'];
const CART_RULES = `Each product must exist (404), be sold (409 "… is no longer sold") and have the stock (409 "Only N left of …"); 1 to ${MAX_CART_QUANTITY} of each, at most ${MAX_CART_LINES} products (400).`;

/** The supplies shop (spec 2.17): the catalogue for everyone; the cart and orders for a signed-in buyer. */
export const shopRouter = router({
  listProducts: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/shop/products',
        tags,
        summary: 'The products on sale, by title',
        description: `Open to everyone. search matches the title, description or a tag; tag keeps the products with that tag. ${PAGE_DESCRIPTION}`,
        errorResponses: [400],
      },
    })
    .input(ZListProductsRequest)
    .output(ZPage(ZShopProduct))
    .query(({ ctx, input }) => service.listProducts(ctx.db, input)),
  tags: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/shop/tags',
        tags,
        summary: 'The tags of the products on sale, most used first (the grid’s filter chips)',
        errorResponses: [400],
      },
    })
    .input(z.void())
    .output(ZTagList)
    .query(({ ctx }) => service.listTags(ctx.db)),
  getProduct: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/shop/products/{idOrSlug}',
        tags,
        summary: 'One product, by id or slug',
        description:
          'Open to everyone. A product no longer sold is still answered, with active false; 404 "Product not found" otherwise.',
        errorResponses: [400, 404],
      },
    })
    .input(ZProductRequest)
    .output(ZShopProduct)
    .query(({ ctx, input }) => service.getProduct(ctx.db, input.idOrSlug)),
  cart: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/shop/cart',
        tags,
        summary: 'Your cart',
        description:
          'Kept on the server for a signed-in user (a visitor’s cart lives in the browser and is merged at sign-in with POST /shop/cart/merge). Totals: the shared cartTotals over the lines, as the order will be priced.',
        errorResponses: [401],
      },
    })
    .input(z.void())
    .output(ZCart)
    .query(({ ctx }) => service.getCart(ctx.db, ctx.user.id)),
  setCartItem: authedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/shop/cart/items/{productId}',
        tags,
        summary: 'Set how many of a product your cart holds; 0 removes it',
        description: `Answers the cart. ${CART_RULES} Lowering a quantity below 1 removes the line.`,
        errorResponses: [400, 401, 404, 409],
      },
    })
    .input(ZSetCartItemPathRequest)
    .output(ZCart)
    .mutation(({ ctx, input }) => service.setCartItem(ctx.db, ctx.user.id, input)),
  addToCart: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shop/cart/items',
        tags,
        summary: 'Add products to your cart (ADD TO CART, or a paint estimate’s supplies)',
        description: `Each quantity is added to what the cart already holds, all or none. Answers the cart. ${CART_RULES}`,
        errorResponses: [400, 401, 404, 409],
      },
    })
    .input(ZCartItemsRequest)
    .output(ZCart)
    .mutation(({ ctx, input }) => service.addToCart(ctx.db, ctx.user.id, input)),
  mergeCart: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shop/cart/merge',
        tags,
        summary: 'Join the cart you filled before signing in to your account’s',
        description:
          'Each line becomes the larger of the two quantities, limited to the stock, so sending the same cart twice changes nothing; products unknown, no longer sold or sold out, and lines past 50 products, are left out rather than refused. Answers the cart.',
        errorResponses: [400, 401],
      },
    })
    .input(ZCartItemsRequest)
    .output(ZCart)
    .mutation(({ ctx, input }) => service.mergeCart(ctx.db, ctx.user.id, input)),
  placeOrder: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shop/orders',
        tags,
        summary: 'Place an order and pay for it',
        description: `items are priced by the server from the catalogue: subtotal = Σ price × quantity, tax = 8% of the subtotal rounded half up to the cent, shipping = 9.99, total = subtotal + tax + shipping, all in integer cents; money is sent and answered as dollars with 2 decimals (as payments). A price or figure that differs from the server's is refused with 409, whose details carry the server's items and totals. Each product must exist (400), be sold (409) and have the stock (409 "Only N left of …"); quantities are whole numbers from 1 to ${MAX_CART_QUANTITY}, each product on one line, at least one line (400 "Add items to cart before checking out"). shippingAddress: name, email, a US address (state: a 2-letter code; ZIP: 5 digits or ZIP+4), optional phone. In one transaction the stock is taken, the ordered lines leave your cart and the payment provider charges the total (402 when declined: nothing is stored). Send an Idempotency-Key header (or idempotencyKey) to retry safely: the same key and body answer the first order; the same key with another body is 409. The embedded provider pays at once (status paid); with Stripe the order waits placed until the buyer pays at checkoutUrl.`,
        requestHeaders: ZIdempotencyHeaders,
        errorResponses: [400, 401, 402, 409, 503],
      },
      successStatus: 201,
    })
    .input(ZPlaceOrderWithKeyRequest)
    .output(ZPlacedOrder)
    .mutation(({ ctx, input }) =>
      orders.placeOrder(ctx.db, paymentProvider(ctx.env), ctx.user.id, input, ctx.idempotencyKey),
    ),
  listOrders: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/shop/orders',
        tags,
        summary: 'Your orders, newest first, with their status',
        description: PAGE_DESCRIPTION,
        errorResponses: [400, 401],
      },
    })
    .input(ZPageRequest)
    .output(ZOrderPage)
    .query(({ ctx, input }) => orders.listOrders(ctx.db, ctx.user.id, input)),
  getOrder: authedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/shop/orders/{id}',
        tags,
        summary: 'One of your orders, as its confirmation',
        description: 'The buyer only: anyone else’s order, like one that does not exist, is 404 "Order not found".',
        errorResponses: [400, 401, 404],
      },
    })
    .input(ZOrderIdRequest)
    .output(ZOrder)
    .query(({ ctx, input }) => orders.getOrder(ctx.db, ctx.user.id, input.id)),
});

import { z } from 'zod';
import { ZSurfaceType } from '../enums';
import { MAX_ESTIMATE_COLORS, MAX_WALL_SIDE_FEET } from '../estimator';
import { MAX_CART_LINES, MAX_CART_QUANTITY } from '../shop';
import { ZEmail } from './auth';
import { optionalText, requiredDollarsToCents, requiredText, uuidOf } from './fields';

/** The shop (spec 2.17): the cart, the checkout form and the order the server prices. */

const quantityMessage = (min: number) => `Quantity must be a whole number from ${min} to ${MAX_CART_QUANTITY}`;

/** How many of a product: a whole number from `min` (1 on an order; 0 on the cart, where 0 removes the line). */
export function quantity(min: 0 | 1) {
  return z
    .number({ error: quantityMessage(min) })
    .int(quantityMessage(min))
    .min(min, quantityMessage(min))
    .max(MAX_CART_QUANTITY, quantityMessage(min));
}

export const ZProductId = uuidOf('productId must be a product id (a UUID)');

/** The same product twice is one line with the quantities on it: refused, naming the second line. */
function noDuplicateProducts(items: readonly { productId: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.productId))
      ctx.addIssue({
        code: 'custom',
        path: [index, 'productId'],
        message: 'This product is already on another line; put the whole quantity on one line',
      });
    seen.add(item.productId);
  });
}

export const EMPTY_CART_MESSAGE = 'Add items to cart before checking out';

const ZCartLineRequest = z.object({ productId: ZProductId, quantity: quantity(1) });

/** Lines to add to the cart (ADD TO CART, the estimator) or the visitor's cart to merge at sign-in. */
export const ZCartItemsRequest = z.object({
  items: z
    .array(ZCartLineRequest)
    .min(1, 'items must hold at least one product')
    .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} products`)
    .superRefine(noDuplicateProducts),
});
export type TCartItemsRequest = z.output<typeof ZCartItemsRequest>;

export const ZSetCartItemRequest = z.object({
  productId: ZProductId,
  quantity: quantity(0).describe(`0 removes the product from the cart; at most ${MAX_CART_QUANTITY}`),
});
export type TSetCartItemRequest = z.output<typeof ZSetCartItemRequest>;

/** The 50 states, DC and the inhabited territories the postal service delivers to, by their 2-letter codes. */
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA',
  'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK',
  'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'DC', 'PR', 'VI', 'GU',
  'AS', 'MP',
] as const; // prettier-ignore
const STATE_SET: ReadonlySet<string> = new Set(US_STATES);

/** A US phone number: 10 digits (an optional leading 1), written any usual way; blank means none. */
const ZPhone = z
  .string({ error: 'Phone must be a US number of 10 digits, e.g. (713) 555-0100' })
  .trim()
  .max(30, 'Phone must be a US number of 10 digits, e.g. (713) 555-0100')
  .refine((value) => {
    if (value === '') return true;
    if (!/^[\d\s().+-]+$/.test(value)) return false;
    const digits = value.replace(/\D/g, '');
    return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
  }, 'Phone must be a US number of 10 digits, e.g. (713) 555-0100')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** Where the order goes: a person and a US postal address (state and ZIP checked), with an optional phone. */
export const ZShippingAddress = z.object({
  name: requiredText('Name', 100),
  email: ZEmail,
  line1: requiredText('Address', 200),
  line2: optionalText('Apartment, suite or unit', 200),
  city: requiredText('City', 100),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .toUpperCase()
    .refine((value) => STATE_SET.has(value), {
      error: (issue) => (issue.input === '' ? 'State is required' : 'State must be a 2-letter US state code, e.g. TX'),
    }),
  zip: z
    .string({ error: 'ZIP is required' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, {
      error: (issue) =>
        issue.input === '' ? 'ZIP is required' : 'ZIP must be 5 digits or ZIP+4, e.g. 77002 or 77002-1234',
    }),
  phone: ZPhone,
});
export type TShippingAddress = z.output<typeof ZShippingAddress>;

const dollars = (label: string, description: string) =>
  requiredDollarsToCents(label).describe(`${description}: US dollars with at most 2 decimals, as a number or text`);

/**
 * The order (spec 3: items, subtotal, tax, shipping, total) with where to send it. The money is what the buyer
 * was shown; the server prices every line from the catalogue and refuses (409) an order whose figures differ.
 */
export const ZPlaceOrderRequest = z.object({
  items: z
    .array(
      z.object({
        productId: ZProductId,
        title: z.string().max(300).optional().describe('As shown to the buyer; the order keeps the catalogue’s title'),
        quantity: quantity(1),
        price: dollars('Price', 'One unit, as shown'),
      }),
      { error: 'items must be a list of products' },
    )
    .min(1, EMPTY_CART_MESSAGE)
    .max(MAX_CART_LINES, `An order holds at most ${MAX_CART_LINES} products`)
    .superRefine(noDuplicateProducts),
  subtotal: dollars('Subtotal', 'Σ price × quantity'),
  tax: dollars('Tax', '8% of the subtotal, rounded half up to the cent'),
  shipping: dollars('Shipping', 'The flat 9.99'),
  total: dollars('Total', 'subtotal + tax + shipping'),
  shippingAddress: ZShippingAddress,
});
export type TPlaceOrderRequest = z.output<typeof ZPlaceOrderRequest>;

/** The estimator's dialog: the wall's size and surface (from the wall, editable) and how many colours. */
export const ZEstimateRequest = z.object({
  widthFt: z
    .number({ error: 'Width must be a number of feet' })
    .gt(0, 'Width must be more than 0 feet')
    .max(MAX_WALL_SIDE_FEET, `Width must be at most ${MAX_WALL_SIDE_FEET} feet`),
  heightFt: z
    .number({ error: 'Height must be a number of feet' })
    .gt(0, 'Height must be more than 0 feet')
    .max(MAX_WALL_SIDE_FEET, `Height must be at most ${MAX_WALL_SIDE_FEET} feet`),
  surfaceType: ZSurfaceType,
  colors: z
    .number({ error: `Colours must be a whole number from 1 to ${MAX_ESTIMATE_COLORS}` })
    .int(`Colours must be a whole number from 1 to ${MAX_ESTIMATE_COLORS}`)
    .min(1, `Colours must be a whole number from 1 to ${MAX_ESTIMATE_COLORS}`)
    .max(MAX_ESTIMATE_COLORS, `Colours must be a whole number from 1 to ${MAX_ESTIMATE_COLORS}`),
});
export type TEstimateRequest = z.output<typeof ZEstimateRequest>;

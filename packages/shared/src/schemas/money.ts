import { z } from 'zod';

/**
 * Every amount the API answers with, on REST and tRPC: US dollars as a decimal string with exactly two decimals
 * ("1000.00", "-12.50" for a debit), never a float and never cents. The currency is named here once; a field's
 * own description says what the amount is. Servers write it with centsToDecimalString, apps show it with their one
 * money formatter. Requests take amounts more loosely (a number or numeric text: dollarsToCents).
 */
export const ZMoney = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('US dollars, a decimal string with two decimals, e.g. "1000.00"')
  .meta({ id: 'Money' });
export type TMoney = z.infer<typeof ZMoney>;

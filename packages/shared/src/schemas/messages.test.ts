import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installPlainZodMessages } from './messages';

beforeAll(installPlainZodMessages);

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected the input to fail');
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe("zod's words for checks a schema names no message for", () => {
  const body = z.strictObject({
    receiverId: z.string(),
    count: z.number().int(),
    open: z.boolean(),
    tags: z.array(z.string()),
    status: z.enum(['active', 'paused']),
    amount: z.union([z.number(), z.string()]),
    email: z.union([z.literal(''), z.string().email()]).optional(),
  });

  it('says a missing field is required', () => {
    expect(messageOf(body, {})).toEqual([
      'receiverId: Required',
      'count: Required',
      'open: Required',
      'tags: Required',
      'status: Must be one of "active", "paused"',
      'amount: Required',
    ]);
  });

  it('names the kind a field must be, the values an enum takes and the kinds a union does', () => {
    const wrong = {
      receiverId: 5,
      count: 1.5,
      open: 'yes',
      tags: 'x',
      status: 'done',
      amount: { a: 1 },
      email: 5,
      extra: 1,
    };
    expect(messageOf(body, wrong)).toEqual([
      'receiverId: Must be text',
      'count: Must be a whole number',
      'open: Must be true or false',
      'tags: Must be a list',
      'status: Must be one of "active", "paused"',
      'amount: Must be a number or text',
      'email: Must be text',
      ': Unknown field: extra',
    ]);
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.object({ zip: z.string({ error: 'ZIP is required' }) }), {})).toEqual(['zip: ZIP is required']);
    expect(messageOf(z.string().min(8, 'Password must be at least 8 characters'), 'short')).toEqual([
      ': Password must be at least 8 characters',
    ]);
  });
});

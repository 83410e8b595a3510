import { LIST_TOTAL_CAP } from '@wallcraft/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { countUpTo } from './paging';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A query over the numbers 1..n, standing in for a list's filtered query. */
const numbers = (n: number) =>
  t.database.db.selectFrom(sql<{ n: number }>`(select generate_series(1, ${n}) as n)`.as('numbers')).select('n');

describe('countUpTo', () => {
  it('counts exactly up to the cap, and says capped past it', async () => {
    expect(await countUpTo(t.database.db, numbers(0).where('n', '>', 0))).toEqual({ count: 0, capped: false });
    expect(await countUpTo(t.database.db, numbers(7))).toEqual({ count: 7, capped: false });
    expect(await countUpTo(t.database.db, numbers(LIST_TOTAL_CAP))).toEqual({ count: LIST_TOTAL_CAP, capped: false });
    expect(await countUpTo(t.database.db, numbers(LIST_TOTAL_CAP + 1))).toEqual({
      count: LIST_TOTAL_CAP,
      capped: true,
    });
    expect(await countUpTo(t.database.db, numbers(50_000))).toEqual({ count: LIST_TOTAL_CAP, capped: true });
  });

  it('counts what the filters keep, ignoring the page size and order of the list', async () => {
    const evens = numbers(30)
      .where(sql<boolean>`n % 2 = 0`)
      .orderBy('n', 'desc')
      .limit(5);
    expect(await countUpTo(t.database.db, evens.clearLimit())).toEqual({ count: 15, capped: false });
  });
});

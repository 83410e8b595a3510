import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../client';
import { createTestDatabase } from '../../testing';
import { addAllowedValues, allowedValues, dropAllowedValues } from './allowed-values';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await sql`CREATE TABLE parcels (status text NOT NULL CHECK (status IN ('packed', 'sent')), note text)`.execute(
    handle.db,
  );
});
afterAll(async () => handle.close());

const insert = (status: string) => sql`INSERT INTO parcels (status) VALUES (${status})`.execute(handle.db);

describe('allowed values of an enum-like column', () => {
  it('a migration that adds a value names only that value, and the CHECK keeps its name and order', async () => {
    await addAllowedValues(handle.db, 'parcels', 'status', ['delivered', "couldn't deliver"]);
    expect(await allowedValues(handle.db, 'parcels', 'status')).toEqual({
      constraint: 'parcels_status_check',
      values: ['packed', 'sent', 'delivered', "couldn't deliver"],
    });
    await insert("couldn't deliver");
    await expect(insert('lost')).rejects.toThrow(/parcels_status_check/);
  });

  it('dropping a value is refused while a row holds it, and takes only that value once the rows are gone', async () => {
    await insert('delivered');
    await expect(dropAllowedValues(handle.db, 'parcels', 'status', ['delivered'])).rejects.toThrow(/check/i);
    await sql`DELETE FROM parcels WHERE status = 'delivered'`.execute(handle.db);
    await dropAllowedValues(handle.db, 'parcels', 'status', ['delivered']);
    expect((await allowedValues(handle.db, 'parcels', 'status')).values).toEqual([
      'packed',
      'sent',
      "couldn't deliver",
    ]);
  });

  it('a value added twice, a value dropped that is not there, or a column with no list is a mistake', async () => {
    await expect(addAllowedValues(handle.db, 'parcels', 'status', ['sent'])).rejects.toThrow(
      'parcels.status already allows sent',
    );
    await expect(dropAllowedValues(handle.db, 'parcels', 'status', ['lost'])).rejects.toThrow(
      'parcels.status does not allow lost',
    );
    await expect(addAllowedValues(handle.db, 'parcels', 'note', ['x'])).rejects.toThrow(
      'parcels.note: expected one CHECK (note IN (...)), found 0',
    );
  });
});

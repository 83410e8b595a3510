import { sql, type Kysely } from 'kysely';

/**
 * Feet or metres (issue 34): each person picks the unit wall sizes and areas are shown in. Sizes stay stored in
 * feet; only the showing changes. Feet for everyone until they choose. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('length_unit', 'text', (col) =>
      col
        .notNull()
        .defaultTo('ft')
        .check(sql`length_unit IN ('ft', 'm')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('length_unit').execute();
}

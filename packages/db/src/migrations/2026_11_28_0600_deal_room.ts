import { sql, type Kysely } from 'kysely';
import { addAllowedValues, dropAllowedValues } from './lib/allowed-values';

/**
 * The deal room (issue 35): a project whose owner hired an artist and takes no more applications is `hired` (START
 * then moves it to in_progress, as from open). Messages gain a kind: 'system' lines (e.g. "Brenda hired Ava for …",
 * written at hire) are told apart from what people typed. Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addAllowedValues(db, 'projects', 'status', ['hired']);
  await db.schema
    .alterTable('messages')
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .defaultTo('text')
        .check(sql`kind IN ('text', 'system')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // A hired project was open to applications' eyes no more; going back it is open again, with its hire kept.
  await sql`UPDATE projects SET status = 'open' WHERE status = 'hired'`.execute(db);
  await dropAllowedValues(db, 'projects', 'status', ['hired']);
  await db.schema.alterTable('messages').dropColumn('kind').execute();
}

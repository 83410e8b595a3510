import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';

const COLUMNS = ['id', 'project_id', 'artist_id', 'amount_cents', 'status', 'proposed_at', 'decided_at'] as const;

export type AgreedAmountRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export function findById(db: DB, id: string) {
  return db.selectFrom('agreed_amounts').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** A project's agreed amounts (all of them, or the one with one artist), by when they were proposed. */
export function listForProject(db: DB, projectId: string, artistId: string | null) {
  return db
    .selectFrom('agreed_amounts')
    .select(COLUMNS)
    .where('project_id', '=', projectId)
    .$if(artistId !== null, (q) => q.where('artist_id', '=', artistId))
    .orderBy('proposed_at')
    .orderBy('id')
    .execute();
}

/** The artist's accepted applications and invitations on the project, with the quote each recorded (if any). */
export function acceptedDecisions(db: DB, projectId: string, artistId: string) {
  const accepted = (table: 'applications' | 'invitations') =>
    db
      .selectFrom(table)
      .select(['artist_id', 'agreed_amount_cents'])
      .where('project_id', '=', projectId)
      .where('artist_id', '=', artistId)
      .where('status', '=', 'accepted');
  return accepted('applications').unionAll(accepted('invitations')).execute();
}

/**
 * Proposes `amountCents` to the artist: a new row, or the one already there proposed anew (a pending amount
 * replaced, a declined one asked again). Nothing when the artist already confirmed one: that one is final.
 */
export function propose(trx: DB, projectId: string, artistId: string, amountCents: number) {
  const proposed = {
    amount_cents: amountCents,
    status: 'proposed' as const,
    proposed_at: new Date(),
    decided_at: null,
  };
  return trx
    .insertInto('agreed_amounts')
    .values({ project_id: projectId, artist_id: artistId, ...proposed })
    .onConflict((oc) =>
      oc.columns(['project_id', 'artist_id']).doUpdateSet(proposed).where('agreed_amounts.status', '<>', 'confirmed'),
    )
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** The artist's answer, once: only a proposed amount changes (nothing when it was answered already). */
export function decide(trx: DB, id: string, status: 'confirmed' | 'declined') {
  return trx
    .updateTable('agreed_amounts')
    .set({ status, decided_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'proposed')
    .returning(COLUMNS)
    .executeTakeFirst();
}

/** The confirmed amounts on a project, per artist. */
export function confirmedForProject(db: DB, projectId: string) {
  return db
    .selectFrom('agreed_amounts')
    .select(['artist_id', 'amount_cents'])
    .where('project_id', '=', projectId)
    .where('status', '=', 'confirmed')
    .execute();
}

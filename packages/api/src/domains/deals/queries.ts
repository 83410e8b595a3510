import type { DB } from '@wallcraft/db';
import { sql } from 'kysely';
import { page } from '../../lib/paging';

/** Every hire: an accepted application or invitation, as (project, artist, when). */
function hires(db: DB) {
  const accepted = (table: 'applications' | 'invitations') =>
    db.selectFrom(table).select(['id', 'project_id', 'artist_id', 'decided_at']).where('status', '=', 'accepted');
  return accepted('applications').unionAll(accepted('invitations'));
}

/** The artists hired on a project, first hired first (an artist hired twice counts once, at the first hire). */
export async function hiresOn(db: DB, projectId: string) {
  const rows = await db
    .selectFrom(hires(db).as('h'))
    .select(['h.artist_id', sql<Date>`min(h.decided_at)`.as('hired_at')])
    .where('h.project_id', '=', projectId)
    .groupBy('h.artist_id')
    .orderBy('hired_at')
    .orderBy('h.artist_id')
    .execute();
  return rows.map((row) => ({ artistId: row.artist_id, hiredAt: row.hired_at }));
}

/** The project as the deal room reads it: its status, dates, place and completion. */
export function findProject(db: DB, id: string) {
  return db
    .selectFrom('projects')
    .leftJoin('walls', 'walls.id', 'projects.wall_id')
    .select([
      'projects.id',
      'projects.kind',
      'projects.owner_id',
      'projects.title',
      'projects.status',
      'projects.street_address',
      'projects.site_latitude',
      'projects.site_longitude',
      'projects.latitude',
      'projects.longitude',
      'walls.latitude as wall_latitude',
      'walls.longitude as wall_longitude',
      'projects.started_at',
      'projects.completed_at',
      'projects.completion_photos',
      'projects.completion_note',
      'projects.completion_confirmed_at',
    ])
    .where('projects.id', '=', id)
    .executeTakeFirst();
}

export type DealProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

/** The artist's payments on the project, newest first, with the dates the timeline shows. */
export function paymentsOf(db: DB, projectId: string, artistId: string) {
  return db
    .selectFrom('transactions')
    .select(['id', 'escrowed_at', 'released_at'])
    .where('project_id', '=', projectId)
    .where('recipient_id', '=', artistId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The ledger's sums for the artist's payments on the project, per movement and account: every figure the deal room
 * shows is one of these (never an amount a client sent).
 */
export async function ledgerSums(db: DB, projectId: string, artistId: string) {
  const rows = await db
    .selectFrom('ledger_entries as l')
    .innerJoin('transactions as t', 't.id', 'l.transaction_id')
    .where('t.project_id', '=', projectId)
    .where('t.recipient_id', '=', artistId)
    .select(['l.movement', 'l.account_type', sql<string>`sum(l.amount_cents)`.as('cents')])
    .groupBy(['l.movement', 'l.account_type'])
    .execute();
  const sum = (movement: string | null, account: string) =>
    rows
      .filter((row) => (movement === null || row.movement === movement) && row.account_type === account)
      .reduce((total, row) => total + Number(row.cents), 0);
  return {
    escrowedCents: sum(null, 'escrow'),
    releasedCents: -sum('release', 'escrow'),
    refundedCents: sum('refund', 'payer'),
    feeCents: sum(null, 'platform_fees'),
    artistNetCents: sum(null, 'artist'),
  };
}

/** The viewer's deals, newest hire first: as the owner (one per hired artist) and as a hired artist. */
export function listForUser(db: DB, userId: string, request: { cursor?: string | null; limit: number }) {
  const query = db
    .selectFrom(hires(db).as('h'))
    .innerJoin('projects as p', 'p.id', 'h.project_id')
    .select(['h.id', 'h.project_id', 'h.artist_id', 'h.decided_at', 'p.owner_id', 'p.kind', 'p.title', 'p.status'])
    .where((eb) => eb.or([eb('p.owner_id', '=', userId), eb('h.artist_id', '=', userId)]));
  return page(query, {
    sort: [
      ['h.decided_at', 'desc'],
      ['h.id', 'desc'],
    ],
    cursor: request.cursor,
    limit: request.limit,
  });
}

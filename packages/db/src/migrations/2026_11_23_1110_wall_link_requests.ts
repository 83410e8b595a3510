import { sql, type Kysely } from 'kysely';

/**
 * A brand project names a wall only with the wall owner's word. `brand_projects.wall_id` keeps its meaning for
 * every read (the wall the project shows) but now holds only an accepted link; the request lives in its own
 * table until the owner decides, so no read path (detail, cards, discover, map, search) can show a wall or take
 * its pin early. One pending request per project; `take_wall_position` records that the brand gave no
 * coordinates of its own, so an accepted link moves the project to the wall's pin.
 *
 * Existing links to someone else's wall were made without that word: they become pending requests (the owner
 * is asked) and the project goes back to its brand's own position where it had copied the wall's.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE wall_link_requests (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      brand_project_id uuid NOT NULL REFERENCES brand_projects (id) ON DELETE CASCADE,
      wall_id uuid NOT NULL REFERENCES walls (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected', 'withdrawn')),
      take_wall_position boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX wall_link_requests_one_pending_idx ON wall_link_requests (brand_project_id)
    WHERE status = 'pending'`.execute(db);
  await sql`CREATE INDEX wall_link_requests_wall_id_idx ON wall_link_requests (wall_id)`.execute(db);

  await sql`ALTER TABLE notifications
    ADD COLUMN wall_link_request_id uuid REFERENCES wall_link_requests (id) ON DELETE CASCADE`.execute(db);
  await sql`CREATE INDEX notifications_wall_link_request_id_idx ON notifications (wall_link_request_id)
    WHERE wall_link_request_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
    'application_received', 'application_accepted', 'application_rejected', 'invitation_received',
    'invitation_accepted', 'invitation_rejected', 'message_received', 'payment_created', 'payment_released',
    'project_started', 'project_completed', 'review_requested', 'tracking_update', 'verification_completed',
    'referral_bonus', 'project_wall_requested', 'project_wall_accepted', 'project_wall_rejected'))`.execute(db);

  await sql`
    WITH moved AS (
      INSERT INTO wall_link_requests (brand_project_id, wall_id, take_wall_position)
      SELECT p.id, p.wall_id, (p.latitude IS NOT DISTINCT FROM w.latitude AND p.longitude IS NOT DISTINCT FROM w.longitude)
      FROM brand_projects p JOIN walls w ON w.id = p.wall_id
      WHERE w.owner_id <> p.brand_id
      RETURNING id, brand_project_id, wall_id, take_wall_position
    ), unlinked AS (
      UPDATE brand_projects p
      SET wall_id = NULL,
          -- The brand's home, public on the project: to about 1 km, as the API shows people's positions.
          latitude = CASE WHEN m.take_wall_position THEN round(u.latitude::numeric, 2)::double precision ELSE p.latitude END,
          longitude = CASE WHEN m.take_wall_position THEN round(u.longitude::numeric, 2)::double precision ELSE p.longitude END
      FROM moved m, users u
      WHERE p.id = m.brand_project_id AND u.id = p.brand_id
      RETURNING p.id
    )
    INSERT INTO notifications (user_id, type, title, message, wall_link_request_id)
    SELECT w.owner_id, 'project_wall_requested', 'Wall request',
      'A brand asks to show your wall ' || w.title || ' on its project ' || p.title || '.', m.id
    FROM moved m JOIN walls w ON w.id = m.wall_id JOIN brand_projects p ON p.id = m.brand_project_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE brand_projects p SET wall_id = r.wall_id FROM wall_link_requests r
    WHERE r.brand_project_id = p.id AND r.status = 'pending' AND p.wall_id IS NULL`.execute(db);
  await sql`DELETE FROM notifications WHERE type IN ('project_wall_requested', 'project_wall_accepted',
    'project_wall_rejected')`.execute(db);
  await sql`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`.execute(db);
  await sql`ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN (
    'application_received', 'application_accepted', 'application_rejected', 'invitation_received',
    'invitation_accepted', 'invitation_rejected', 'message_received', 'payment_created', 'payment_released',
    'project_started', 'project_completed', 'review_requested', 'tracking_update', 'verification_completed',
    'referral_bonus'))`.execute(db);
  await sql`ALTER TABLE notifications DROP COLUMN IF EXISTS wall_link_request_id`.execute(db);
  await sql`DROP TABLE IF EXISTS wall_link_requests`.execute(db);
}

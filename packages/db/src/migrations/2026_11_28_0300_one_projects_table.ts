import { sql, type Kysely } from 'kysely';

/**
 * One project, two kinds. `brand_projects` and `wall_projects` had the same columns but their owner, so everything
 * that belongs to a project (applications, invitations, payments, milestones, tracking sessions, disputes, reviews)
 * named it in one of two columns under a CHECK. Now:
 * - `projects` is `brand_projects` renamed (its rows stay where they are), with `kind` ('brand' | 'wall') and the
 *   owner stored as `owner_id` (the brand, or the wall's owner); the wall projects are copied in with their ids, so
 *   every reference stays valid. A wall project always has its wall; a brand project has one only through an
 *   accepted link request. Deleting a wall deletes its wall projects (a trigger: the foreign key sets a brand
 *   project's link to null, which a wall project may not have).
 * - Each dependent table has one `project_id` with the foreign key its two columns had; `project_type` goes with
 *   them (the project's kind says it). `wall_link_requests.brand_project_id` becomes `project_id`.
 * - Polymorphic references (saved items, views, recently viewed, reports) keep their item types, which the API
 *   shows; their ids now name a row of `projects`.
 * Every step runs on a populated database; `down` restores the previous shape and rows. Frozen once landed.
 */

/** The tables that named a project in two columns, with what deleting the project does to their rows. */
const DEPENDENTS = [
  { table: 'applications', onDelete: 'CASCADE', nullable: false },
  { table: 'invitations', onDelete: 'CASCADE', nullable: false },
  { table: 'milestones', onDelete: 'CASCADE', nullable: false },
  { table: 'project_disputes', onDelete: 'CASCADE', nullable: false },
  { table: 'reviews', onDelete: 'CASCADE', nullable: true },
  { table: 'tracking_sessions', onDelete: 'CASCADE', nullable: false },
  { table: 'transactions', onDelete: 'RESTRICT', nullable: false },
] as const;

/** The indexes over a project reference, as they read with one column. */
const PROJECT_INDEXES = [
  'CREATE INDEX applications_project_id_idx ON applications (project_id)',
  'CREATE UNIQUE INDEX applications_artist_project_key ON applications (artist_id, project_id)',
  'CREATE INDEX invitations_project_id_idx ON invitations (project_id)',
  `CREATE UNIQUE INDEX invitations_pending_project_key ON invitations (artist_id, project_id) WHERE status = 'pending'`,
  'CREATE INDEX milestones_project_id_idx ON milestones (project_id, sequence_order)',
  'CREATE UNIQUE INDEX project_disputes_project_key ON project_disputes (project_id)',
  'CREATE INDEX reviews_unpublished_idx ON reviews (project_id) WHERE published_at IS NULL',
  `CREATE UNIQUE INDEX reviews_one_per_project_key ON reviews (reviewer_id, reviewee_id, project_id)
    WHERE project_id IS NOT NULL`,
  `CREATE UNIQUE INDEX tracking_sessions_open_project_key ON tracking_sessions (artist_id, project_id)
    WHERE status <> 'completed'`,
  'CREATE INDEX transactions_project_id_idx ON transactions (project_id)',
];

/** brand_projects' index and constraint names, renamed with the table (the rest follow their columns). */
const RENAMED_INDEXES = [
  ['brand_id_idx', 'owner_id_idx'],
  ['status_idx', 'status_idx'],
  ['wall_id_idx', 'wall_id_idx'],
  ['title_trgm_idx', 'title_trgm_idx'],
  ['location_trgm_idx', 'location_trgm_idx'],
  ['description_trgm_idx', 'description_trgm_idx'],
  ['search_trgm_idx', 'search_trgm_idx'],
] as const;

/**
 * The indexes discover and the lists walk in order, one per kind: the lists and each of discover's branches read one
 * kind, so an index over both would walk past the other kind's rows before each match. brand_projects' own three
 * (by date, the unlocated, the earth) are dropped in `up` and made again in `down`.
 */
const KIND_INDEXES = [
  'CREATE INDEX projects_kind_created_at_idx ON projects (kind, created_at, id)',
  'CREATE INDEX projects_kind_unlocated_idx ON projects (kind, id) WHERE latitude IS NULL OR longitude IS NULL',
  `CREATE INDEX projects_brand_earth_idx ON projects USING gist (earth)
    WHERE kind = 'brand' AND latitude IS NOT NULL AND longitude IS NOT NULL`,
  `CREATE INDEX projects_wall_earth_idx ON projects USING gist (earth)
    WHERE kind = 'wall' AND latitude IS NOT NULL AND longitude IS NOT NULL`,
];
const ONE_KIND_INDEXES = (table: string) => [
  `CREATE INDEX ${table}_created_at_idx ON ${table} (created_at, id)`,
  `CREATE INDEX ${table}_unlocated_idx ON ${table} (id) WHERE latitude IS NULL OR longitude IS NULL`,
  `CREATE INDEX ${table}_earth_idx ON ${table} USING gist (earth) WHERE latitude IS NOT NULL AND longitude IS NOT NULL`,
];
const RENAMED_CONSTRAINTS = [
  ['pkey', 'pkey'],
  ['brand_id_fkey', 'owner_id_fkey'],
  ['wall_id_fkey', 'wall_id_fkey'],
  ['view_count_check', 'view_count_check'],
  ['budget_cents_check', 'budget_cents_check'],
  ['latitude_check', 'latitude_check'],
  ['longitude_check', 'longitude_check'],
  ['timeline_check', 'timeline_check'],
  ['status_check', 'status_check'],
] as const;

/** The columns both kinds share, in brand_projects' order. */
const SHARED = `title, description, location, latitude, longitude, budget_cents, timeline, preferred_styles, images,
  status, featured, view_count, started_at, completed_at, created_at, updated_at, hidden_at`;

async function run(db: Kysely<any>, statement: string): Promise<void> {
  await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await run(db, 'DROP INDEX brand_projects_created_at_idx, brand_projects_unlocated_idx, brand_projects_earth_idx');
  await run(db, 'ALTER TABLE brand_projects RENAME TO projects');
  for (const [from, to] of RENAMED_INDEXES)
    await run(db, `ALTER INDEX brand_projects_${from} RENAME TO projects_${to}`);
  for (const [from, to] of RENAMED_CONSTRAINTS)
    await run(db, `ALTER TABLE projects RENAME CONSTRAINT brand_projects_${from} TO projects_${to}`);
  await run(db, 'ALTER TABLE projects RENAME COLUMN brand_id TO owner_id');
  await run(db, `ALTER TABLE projects ADD COLUMN kind text NOT NULL DEFAULT 'brand'`);
  await run(db, 'ALTER TABLE projects ALTER COLUMN kind DROP DEFAULT');
  await run(
    db,
    `ALTER TABLE projects
      ADD CONSTRAINT projects_kind_check CHECK (kind IN ('brand', 'wall')),
      ADD CONSTRAINT projects_wall_project_wall_check CHECK (kind <> 'wall' OR wall_id IS NOT NULL)`,
  );
  await run(
    db,
    `INSERT INTO projects (id, kind, owner_id, wall_id, ${SHARED})
      SELECT p.id, 'wall', w.owner_id, p.wall_id, ${SHARED.replace(/(\w+)/g, 'p.$1')}
      FROM wall_projects p JOIN walls w ON w.id = p.wall_id`,
  );
  for (const statement of KIND_INDEXES) await run(db, statement);
  await run(
    db,
    `CREATE FUNCTION delete_wall_projects_of_wall() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM projects WHERE wall_id = OLD.id AND kind = 'wall';
        RETURN OLD;
      END $$`,
  );
  await run(
    db,
    `CREATE TRIGGER walls_delete_wall_projects BEFORE DELETE ON walls
      FOR EACH ROW EXECUTE FUNCTION delete_wall_projects_of_wall()`,
  );

  for (const { table, onDelete, nullable } of DEPENDENTS) {
    await run(db, `ALTER TABLE ${table} ADD COLUMN project_id uuid`);
    await run(db, `UPDATE ${table} SET project_id = COALESCE(brand_project_id, wall_project_id)`);
    // Dropping the columns drops their foreign keys, indexes and the CHECK that tied them to project_type.
    await run(
      db,
      `ALTER TABLE ${table} DROP COLUMN brand_project_id, DROP COLUMN wall_project_id, DROP COLUMN project_type`,
    );
    if (!nullable) await run(db, `ALTER TABLE ${table} ALTER COLUMN project_id SET NOT NULL`);
    await run(
      db,
      `ALTER TABLE ${table} ADD CONSTRAINT ${table}_project_id_fkey
        FOREIGN KEY (project_id) REFERENCES projects (id) ON DELETE ${onDelete}`,
    );
  }
  for (const statement of PROJECT_INDEXES) await run(db, statement);

  await run(db, 'ALTER TABLE wall_link_requests RENAME COLUMN brand_project_id TO project_id');
  await run(
    db,
    'ALTER TABLE wall_link_requests RENAME CONSTRAINT wall_link_requests_brand_project_id_fkey TO wall_link_requests_project_id_fkey',
  );
  await run(db, 'DROP TABLE wall_projects');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of DEPENDENTS) {
    await run(
      db,
      `ALTER TABLE ${table} ADD COLUMN project_type text, ADD COLUMN brand_project_id uuid, ADD COLUMN wall_project_id uuid`,
    );
    await run(
      db,
      `UPDATE ${table} t SET project_type = p.kind || '_project',
        brand_project_id = CASE WHEN p.kind = 'brand' THEN p.id END,
        wall_project_id = CASE WHEN p.kind = 'wall' THEN p.id END
      FROM projects p WHERE p.id = t.project_id`,
    );
    await run(db, `ALTER TABLE ${table} DROP COLUMN project_id`);
  }
  await run(db, 'ALTER TABLE wall_link_requests RENAME COLUMN project_id TO brand_project_id');
  await run(
    db,
    'ALTER TABLE wall_link_requests RENAME CONSTRAINT wall_link_requests_project_id_fkey TO wall_link_requests_brand_project_id_fkey',
  );

  await run(
    db,
    `CREATE TABLE wall_projects (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      wall_id uuid NOT NULL REFERENCES walls (id) ON DELETE CASCADE,
      title text NOT NULL,
      description text,
      location text,
      latitude double precision CONSTRAINT wall_projects_latitude_check CHECK (latitude BETWEEN -90 AND 90),
      longitude double precision CONSTRAINT wall_projects_longitude_check CHECK (longitude BETWEEN -180 AND 180),
      budget_cents integer CONSTRAINT wall_projects_budget_cents_check CHECK (budget_cents >= 0),
      timeline text CONSTRAINT wall_projects_timeline_check CHECK (timeline IN ('urgent', 'moderate', 'flexible')),
      preferred_styles text[] NOT NULL DEFAULT '{}',
      images text[] NOT NULL DEFAULT '{}',
      status text NOT NULL DEFAULT 'open'
        CONSTRAINT wall_projects_status_check CHECK (status IN ('open', 'in_progress', 'completed', 'cancelled')),
      featured boolean NOT NULL DEFAULT false,
      view_count integer NOT NULL DEFAULT 0 CONSTRAINT wall_projects_view_count_check CHECK (view_count >= 0),
      started_at timestamptz,
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      hidden_at timestamptz,
      earth earth GENERATED ALWAYS AS (ll_to_earth(latitude, longitude)) STORED
    )`,
  );
  await run(
    db,
    `INSERT INTO wall_projects (id, wall_id, ${SHARED}) SELECT id, wall_id, ${SHARED} FROM projects WHERE kind = 'wall'`,
  );
  for (const [suffix, definition] of [
    ['wall_id_idx', '(wall_id)'],
    ['status_idx', '(status)'],
    ['title_trgm_idx', 'USING gin (title gin_trgm_ops)'],
    ['location_trgm_idx', 'USING gin (location gin_trgm_ops)'],
    ['description_trgm_idx', 'USING gin (description gin_trgm_ops)'],
    [
      'search_trgm_idx',
      `USING gin (lower(coalesce(title, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, ''))
        gin_trgm_ops) WITH (fastupdate = off)`,
    ],
  ] as const)
    await run(db, `CREATE INDEX wall_projects_${suffix} ON wall_projects ${definition}`);
  for (const statement of ONE_KIND_INDEXES('wall_projects')) await run(db, statement);

  await run(db, 'DROP TRIGGER walls_delete_wall_projects ON walls');
  await run(db, 'DROP FUNCTION delete_wall_projects_of_wall()');
  await run(db, `DELETE FROM projects WHERE kind = 'wall'`);
  await run(
    db,
    'DROP INDEX projects_kind_created_at_idx, projects_kind_unlocated_idx, projects_brand_earth_idx, projects_wall_earth_idx',
  );
  await run(db, 'ALTER TABLE projects DROP COLUMN kind');
  await run(db, 'ALTER TABLE projects RENAME COLUMN owner_id TO brand_id');
  for (const [from, to] of RENAMED_CONSTRAINTS)
    await run(db, `ALTER TABLE projects RENAME CONSTRAINT projects_${to} TO brand_projects_${from}`);
  for (const [from, to] of RENAMED_INDEXES)
    await run(db, `ALTER INDEX projects_${to} RENAME TO brand_projects_${from}`);
  await run(db, 'ALTER TABLE projects RENAME TO brand_projects');
  for (const statement of ONE_KIND_INDEXES('brand_projects')) await run(db, statement);

  for (const { table, onDelete, nullable } of DEPENDENTS) {
    const one = `(project_type = 'brand_project' AND brand_project_id IS NOT NULL AND wall_project_id IS NULL)
      OR (project_type = 'wall_project' AND wall_project_id IS NOT NULL AND brand_project_id IS NULL)`;
    await run(
      db,
      `ALTER TABLE ${table}
        ADD CONSTRAINT ${table}_project_type_check CHECK (project_type IN ('brand_project', 'wall_project')),
        ADD CONSTRAINT ${table}_one_project_check CHECK (${
          nullable ? `(project_type IS NULL AND brand_project_id IS NULL AND wall_project_id IS NULL) OR ${one}` : one
        }),
        ADD CONSTRAINT ${table}_brand_project_id_fkey
          FOREIGN KEY (brand_project_id) REFERENCES brand_projects (id) ON DELETE ${onDelete},
        ADD CONSTRAINT ${table}_wall_project_id_fkey
          FOREIGN KEY (wall_project_id) REFERENCES wall_projects (id) ON DELETE ${onDelete}`,
    );
    if (!nullable) await run(db, `ALTER TABLE ${table} ALTER COLUMN project_type SET NOT NULL`);
  }
  for (const statement of [
    'CREATE INDEX applications_brand_project_id_idx ON applications (brand_project_id) WHERE brand_project_id IS NOT NULL',
    'CREATE INDEX applications_wall_project_id_idx ON applications (wall_project_id) WHERE wall_project_id IS NOT NULL',
    `CREATE UNIQUE INDEX applications_artist_brand_project_key ON applications (artist_id, brand_project_id)
      WHERE brand_project_id IS NOT NULL`,
    `CREATE UNIQUE INDEX applications_artist_wall_project_key ON applications (artist_id, wall_project_id)
      WHERE wall_project_id IS NOT NULL`,
    'CREATE INDEX invitations_brand_project_id_idx ON invitations (brand_project_id) WHERE brand_project_id IS NOT NULL',
    'CREATE INDEX invitations_wall_project_id_idx ON invitations (wall_project_id) WHERE wall_project_id IS NOT NULL',
    `CREATE UNIQUE INDEX invitations_pending_brand_project_key ON invitations (artist_id, brand_project_id)
      WHERE status = 'pending' AND brand_project_id IS NOT NULL`,
    `CREATE UNIQUE INDEX invitations_pending_wall_project_key ON invitations (artist_id, wall_project_id)
      WHERE status = 'pending' AND wall_project_id IS NOT NULL`,
    `CREATE INDEX milestones_brand_project_id_idx ON milestones (brand_project_id, sequence_order)
      WHERE brand_project_id IS NOT NULL`,
    `CREATE INDEX milestones_wall_project_id_idx ON milestones (wall_project_id, sequence_order)
      WHERE wall_project_id IS NOT NULL`,
    'CREATE UNIQUE INDEX project_disputes_project_key ON project_disputes (COALESCE(brand_project_id, wall_project_id))',
    'CREATE INDEX reviews_unpublished_idx ON reviews (brand_project_id, wall_project_id) WHERE published_at IS NULL',
    `CREATE UNIQUE INDEX reviews_one_per_project_key ON reviews
      (reviewer_id, reviewee_id, COALESCE(brand_project_id, wall_project_id)) WHERE project_type IS NOT NULL`,
    `CREATE UNIQUE INDEX tracking_sessions_open_brand_project_key ON tracking_sessions (artist_id, brand_project_id)
      WHERE status <> 'completed' AND brand_project_id IS NOT NULL`,
    `CREATE UNIQUE INDEX tracking_sessions_open_wall_project_key ON tracking_sessions (artist_id, wall_project_id)
      WHERE status <> 'completed' AND wall_project_id IS NOT NULL`,
    'CREATE INDEX transactions_brand_project_id_idx ON transactions (brand_project_id) WHERE brand_project_id IS NOT NULL',
    'CREATE INDEX transactions_wall_project_id_idx ON transactions (wall_project_id) WHERE wall_project_id IS NOT NULL',
  ])
    await run(db, statement);
}

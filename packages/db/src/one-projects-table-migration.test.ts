import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { migrations } from './migrations';
import { down, up } from './migrations/2026_11_28_0300_one_projects_table';
import { seed } from './seed';
import { createTestDatabase } from './testing';

/**
 * The migration on a populated database of the previous shape: the demo data, its projects and their applications
 * copied 9 more times (new ids), so every step runs on 2,000 projects. 99 copies (20,000 projects, 35,000
 * applications) pass too but take a minute on PGlite, most of it filling the trigram indexes.
 */
const COPIES = 9;
const DEPENDENTS = [
  'applications',
  'invitations',
  'milestones',
  'project_disputes',
  'reviews',
  'tracking_sessions',
  'transactions',
] as const;
const SHAPE_TABLES = ['brand_projects', 'wall_projects', 'wall_link_requests', 'walls', ...DEPENDENTS];

/** The database in either shape: no table types to check against. */
type AnyDb = Kysely<any>;
type Row = Record<string, unknown>;
type Ref = { id: string; project_type: string | null; brand_project_id: string | null; wall_project_id: string | null };
type Recorded = {
  brandProjects: Row[];
  wallProjects: Row[];
  refs: Record<(typeof DEPENDENTS)[number], Ref[]>;
  linkRequests: { id: string; brand_project_id: string }[];
  shape: Row[];
};

let handle: DatabaseHandle;
let db: AnyDb;
let before: Recorded;
/** The shape of a database migrated only up to the migration before this one. */
let previousShape: Row[];

async function rows<T = Row>(query: ReturnType<typeof sql>, on: AnyDb = db): Promise<T[]> {
  return (await query.execute(on)).rows as T[];
}

/** Columns, constraints, indexes and triggers of the tables the migration rewrites, as the catalogue prints them. */
async function shape(on: AnyDb = db): Promise<Row[]> {
  const parts = await Promise.all(
    [
      sql`SELECT table_name AS name, column_name AS part, data_type || ' ' || is_nullable || ' ' ||
          coalesce(column_default, '') || ' ' || coalesce(generation_expression, '') AS definition
        FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ANY(${SHAPE_TABLES})`,
      sql`SELECT t.relname AS name, c.conname AS part, pg_get_constraintdef(c.oid) AS definition
        FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
        WHERE t.relnamespace = current_schema()::regnamespace AND t.relname = ANY(${SHAPE_TABLES})
          -- Not-null constraints: listed here from PostgreSQL 18 (the embedded engine) only, and in the columns anyway.
          AND c.contype <> 'n'`,
      sql`SELECT tablename AS name, indexname AS part, indexdef AS definition FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = ANY(${SHAPE_TABLES})`,
      sql`SELECT event_object_table AS name, trigger_name AS part,
          action_timing || ' ' || event_manipulation || ' ' || action_statement AS definition
        FROM information_schema.triggers
        WHERE trigger_schema = current_schema() AND event_object_table = ANY(${SHAPE_TABLES})`,
    ].map((query) => rows(query, on)),
  );
  const key = (r: Row) => `${String(r.name)}.${String(r.part)}`;
  return parts.flat().sort((a, b) => key(a).localeCompare(key(b)));
}

async function record(): Promise<Recorded> {
  const refs = {} as Recorded['refs'];
  for (const table of DEPENDENTS)
    refs[table] = await rows<Ref>(
      sql`SELECT id, project_type, brand_project_id, wall_project_id FROM ${sql.table(table)} ORDER BY id`,
    );
  return {
    brandProjects: await rows(sql`SELECT * FROM brand_projects ORDER BY id`),
    wallProjects: await rows(sql`SELECT * FROM wall_projects ORDER BY id`),
    refs,
    linkRequests: await rows(sql`SELECT id, brand_project_id FROM wall_link_requests ORDER BY id`),
    shape: await shape(),
  };
}

/** The columns a table takes on insert: all but the generated ones. */
async function insertable(table: string, except: string[]): Promise<string[]> {
  const columns = await rows<{ column_name: string }>(sql`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
    ORDER BY ordinal_position`);
  return columns.map((c) => c.column_name).filter((c) => !except.includes(c));
}

/** Copies every project (new ids) and its applications COPIES times, in one statement per table. */
async function grow(): Promise<void> {
  // A table, not a temporary one: on real Postgres the statements may run on different pooled connections.
  await sql`CREATE TABLE project_copies AS
    SELECT p.id AS old_id, gen_random_uuid() AS new_id FROM
      (SELECT id FROM brand_projects UNION ALL SELECT id FROM wall_projects) p,
      generate_series(1, ${COPIES})`.execute(db);
  for (const table of ['brand_projects', 'wall_projects']) {
    const columns = await insertable(table, ['id']);
    await sql`INSERT INTO ${sql.table(table)} (id, ${sql.join(columns.map((c) => sql.id(c)))})
      SELECT m.new_id, ${sql.join(columns.map((c) => sql.ref(`p.${c}`)))}
      FROM ${sql.table(table)} p JOIN project_copies m ON m.old_id = p.id`.execute(db);
  }
  const columns = await insertable('applications', ['id', 'brand_project_id', 'wall_project_id']);
  await sql`INSERT INTO applications (id, brand_project_id, wall_project_id, ${sql.join(columns.map((c) => sql.id(c)))})
    SELECT gen_random_uuid(),
      CASE WHEN a.brand_project_id IS NOT NULL THEN m.new_id END,
      CASE WHEN a.wall_project_id IS NOT NULL THEN m.new_id END,
      ${sql.join(columns.map((c) => sql.ref(`a.${c}`)))}
    FROM applications a JOIN project_copies m ON m.old_id = coalesce(a.brand_project_id, a.wall_project_id)`.execute(
    db,
  );
  await sql`DROP TABLE project_copies`.execute(db);
}

/** The shape of a new embedded database given every migration before this one. */
async function previousDatabaseShape(): Promise<Row[]> {
  const previous = await openDatabase({ kind: 'pglite' });
  try {
    const earlier = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026_11_28_0300'));
    const migrator = new Migrator({ db: previous.db, provider: { getMigrations: () => Promise.resolve(earlier) } });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return await shape(previous.db as AnyDb);
  } finally {
    await previous.close();
  }
}

beforeAll(async () => {
  const previous = previousDatabaseShape();
  handle = await createTestDatabase();
  db = handle.db as AnyDb;
  await seed(handle.db, { scale: 1, now: new Date('2026-11-22T12:00:00Z') });
  previousShape = await previous;
  // The migrations after this one go back first, so its down meets the shape its up left.
  const all = new Migrator({ db: handle.db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error } = await all.migrateTo('2026_11_28_0300_one_projects_table');
  if (error) throw error instanceof Error ? error : new Error(String(error));
  await down(db);
  await grow();
  before = await record();
  await up(db);
}, 120_000);
afterAll(async () => handle.close());

const byId = <T extends { id?: unknown }>(list: T[]) => new Map(list.map((r) => [String(r.id), r]));

describe('the one projects table migration', () => {
  it('ran on a populated database: the demo data and its copies', () => {
    expect(before.brandProjects.length).toBe(100 * (COPIES + 1));
    expect(before.wallProjects.length).toBe(100 * (COPIES + 1));
    expect(before.refs.applications.length).toBeGreaterThan(100 * (COPIES + 1));
    for (const table of DEPENDENTS.filter((t) => t !== 'project_disputes' && t !== 'milestones'))
      expect(before.refs[table].length, table).toBeGreaterThan(0);
  });

  it('keeps every project: its id, kind, owner, wall and columns', async () => {
    const walls = byId(await rows<{ id: string; owner_id: string }>(sql`SELECT id, owner_id FROM walls`));
    const expected: Row[] = [
      ...before.brandProjects.map(({ brand_id, ...rest }) => ({ ...rest, kind: 'brand', owner_id: brand_id })),
      ...before.wallProjects.map((p) => ({ ...p, kind: 'wall', owner_id: walls.get(String(p.wall_id))?.owner_id })),
    ];
    const projects = await rows(sql`SELECT * FROM projects`);
    expect(projects).toHaveLength(expected.length);
    const migrated = byId(projects);
    for (const project of expected) expect(migrated.get(String(project.id))).toEqual(project);
  });

  it('points every dependent row at the same project', async () => {
    const kinds = byId(await rows<{ id: string; kind: string }>(sql`SELECT id, kind FROM projects`));
    for (const table of DEPENDENTS) {
      const now = byId(
        await rows<{ id: string; project_id: string | null }>(sql`SELECT id, project_id FROM ${sql.table(table)}`),
      );
      expect(now.size, table).toBe(before.refs[table].length);
      for (const ref of before.refs[table]) {
        const projectId = ref.brand_project_id ?? ref.wall_project_id;
        expect(now.get(ref.id)?.project_id, `${table} ${ref.id}`).toBe(projectId);
        if (projectId) expect(`${kinds.get(projectId)?.kind}_project`).toBe(ref.project_type);
      }
    }
    const requests = await rows<{ id: string; project_id: string }>(
      sql`SELECT id, project_id FROM wall_link_requests ORDER BY id`,
    );
    expect(requests).toEqual(before.linkRequests.map((r) => ({ id: r.id, project_id: r.brand_project_id })));
  });

  it('leaves the polymorphic references naming a project of their kind', async () => {
    const stray = await rows(sql`
      SELECT s.item_type, s.item_id FROM saved_items s
      WHERE s.item_type IN ('brand_project', 'wall_project') AND NOT EXISTS
        (SELECT 1 FROM projects p WHERE p.id = s.item_id AND p.kind || '_project' = s.item_type)
      UNION ALL
      SELECT v.item_type, v.item_id FROM item_views v
      WHERE v.item_type IN ('brand_project', 'wall_project') AND NOT EXISTS
        (SELECT 1 FROM projects p WHERE p.id = v.item_id AND p.kind || '_project' = v.item_type)`);
    expect(stray).toEqual([]);
  });

  it('goes back to the shape of a database that never had it', () => {
    expect(before.shape).toEqual(previousShape);
  });

  it('goes back to exactly the previous rows and shape, and forward again', async () => {
    await down(db);
    const after = await record();
    expect(after.brandProjects).toEqual(before.brandProjects);
    expect(after.wallProjects).toEqual(before.wallProjects);
    expect(after.refs).toEqual(before.refs);
    expect(after.linkRequests).toEqual(before.linkRequests);
    expect(after.shape).toEqual(before.shape);
    await up(db);
    const [count] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM projects`);
    expect(count?.n).toBe(before.brandProjects.length + before.wallProjects.length);
  });

  it('refuses to delete a project with a payment, and deletes the applications of one without', async () => {
    const [paid] = await rows<{ project_id: string }>(sql`SELECT project_id FROM transactions LIMIT 1`);
    await expect(sql`DELETE FROM projects WHERE id = ${paid!.project_id}`.execute(db)).rejects.toThrow(
      /transactions_project_id_fkey/,
    );
    const [unpaid] = await rows<{ project_id: string }>(sql`
      SELECT a.project_id FROM applications a
      WHERE NOT EXISTS (SELECT 1 FROM transactions t WHERE t.project_id = a.project_id) LIMIT 1`);
    const applications = sql`SELECT count(*)::int AS n FROM applications WHERE project_id = ${unpaid!.project_id}`;
    expect((await rows<{ n: number }>(applications))[0]?.n).toBeGreaterThan(0);
    await sql`DELETE FROM projects WHERE id = ${unpaid!.project_id}`.execute(db);
    expect((await rows<{ n: number }>(applications))[0]?.n).toBe(0);
  });
});

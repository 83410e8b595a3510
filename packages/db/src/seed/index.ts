import type { Kysely } from 'kysely';
import { vacuumTables } from '../maintenance';
import { hashPassword } from '../passwords';
import type { Database } from '../schema';
import { acceptDemoArtistApplication, generateActivity } from './activity';
import { generateCatalogue } from './catalogue';
import { insertFaq } from './faq';
import { emptyRows, type SeedContext } from './context';
import { insertRows, truncateAll } from './insert';
import { DEMO_ACCOUNTS, generatePeople } from './people';
import { addDemoWallRequest, generatePlaces } from './places';
import { Random } from './random';
import { generateSocial, generateViews } from './social';

export { renderSeedSvg, SEED_ART_VARIANTS } from './art';
export { DEMO_ACCOUNTS } from './people';
export { HELP_ARTICLES } from './help';
export { FAQ_ENTRIES, insertFaq } from './faq';

/** Every seeded user, demo or not, logs in with this password. Never seed it onto a real deployment. */
export const DEMO_PASSWORD = 'wallcraft-demo';
const DEFAULT_SEED = 20_261_122;

export type SeedOptions = {
  /** Multiplies the base counts (100 artists, 40 wall owners, 30 brands, 100 walls and of each project kind). */
  scale?: number;
  /** Empty every table first; without it, seeding a database that has users is refused. */
  reset?: boolean;
  /** PRNG seed: the same seed gives the same data set. */
  randomSeed?: number;
  /** Fixes "now" (dates are relative to it); defaults to the current time. */
  now?: Date;
};

export type SeedSummary = { scale: number; counts: Record<string, number>; demoAccounts: string[] };

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedSummary> {
  const scale = options.scale ?? 1;
  if (!(scale > 0) || !Number.isFinite(scale)) throw new Error(`scale must be a positive number, got ${scale}`);
  if (options.reset) await truncateAll(db);
  else if (!(await isDatabaseEmpty(db)))
    throw new Error('The database already has users; seed with { reset: true } to replace them.');

  const ctx: SeedContext = {
    random: new Random(options.randomSeed ?? DEFAULT_SEED),
    now: options.now ?? new Date(),
    // scrypt is slow on purpose: hash once, share the hash.
    passwordHash: await hashPassword(DEMO_PASSWORD),
    scale,
    rows: emptyRows(),
  };
  const people = generatePeople(ctx);
  const places = generatePlaces(ctx, people);
  generateActivity(ctx, people, places);
  generateSocial(ctx, people, places);
  generateCatalogue(ctx, people);
  addDemoWallRequest(ctx, people, places);
  acceptDemoArtistApplication(ctx, people);
  generateViews(ctx, people, places);
  const counts = await insertRows(db, ctx.rows);
  counts.faq_entries = await insertFaq(db);
  // Cleared tables and fresh planner statistics: PGlite has no autovacuum, and the discover query's plans depend on
  // them. The insert's last step rewrites every user (their active account), which left each users index holding
  // two versions per user.
  await vacuumTables(db);
  counts.artists = people.artists.length;
  counts.wall_owners = people.owners.length;
  counts.brands = people.brands.length;
  counts.brand_projects = places.brandProjects.length;
  counts.wall_projects = places.wallProjects.length;
  return { scale, counts, demoAccounts: DEMO_ACCOUNTS.map((a) => a.email) };
}

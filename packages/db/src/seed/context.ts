import type { Insertable } from 'kysely';
import type { Database } from '../schema';
import type { City } from './data';
import type { Random } from './random';

/** Rows to insert, per table, in the order the generators produce them. */
export type Rows = { [T in keyof Database]: Insertable<Database[T]>[] };

export type SeedContext = {
  random: Random;
  /** Dates are relative to now so the demo always looks recent ("2 days ago"); everything else is fixed by the seed. */
  now: Date;
  passwordHash: string;
  scale: number;
  rows: Rows;
};

export function emptyRows(): Rows {
  const tables: (keyof Database)[] = [
    'users',
    'accounts',
    'sessions',
    'admins',
    'admin_sessions',
    'uploads',
    'artist_profiles',
    'artist_unavailable_dates',
    'brand_profiles',
    'walls',
    'projects',
    'wall_link_requests',
    'applications',
    'invitations',
    'agreed_amounts',
    'transactions',
    'ledger_entries',
    'idempotency_keys',
    'milestones',
    'notifications',
    'messages',
    'realtime_events',
    'saved_items',
    'reviews',
    'recently_viewed',
    'item_views',
    'tracking_sessions',
    'referral_codes',
    'referral_signups',
    'referral_bonus_addresses',
    'shop_products',
    'cart_items',
    'orders',
    'order_items',
    'help_articles',
    'support_requests',
    'verification_requests',
  ];
  return Object.fromEntries(tables.map((t) => [t, []])) as unknown as Rows;
}

/** Seed images are served by the API from renderSeedSvg (art.ts); variants cycle, see SEED_ART_VARIANTS. */
export type ArtKind = 'wall' | 'avatar' | 'hero' | 'project' | 'logo' | 'product' | 'article';
export function seedImage(kind: ArtKind, n: number): string {
  return `/media/seed/${kind}-${n}.svg`;
}

export function seedImages(ctx: SeedContext, kind: ArtKind, min: number, max: number): string[] {
  return Array.from({ length: ctx.random.int(min, max) }, () => seedImage(kind, ctx.random.int(1, 999)));
}

export function daysAgo(ctx: SeedContext, days: number): Date {
  return new Date(ctx.now.getTime() - days * 86_400_000 - ctx.random.int(0, 86_399) * 1000);
}

/** A point within ~15 miles of the city centre (uniform over the disc), rounded to ~10 cm. */
export function nearCity(ctx: SeedContext, city: City): { latitude: number; longitude: number } {
  const miles = 15 * Math.sqrt(ctx.random.next());
  const angle = ctx.random.next() * 2 * Math.PI;
  const latitude = city.latitude + (miles * Math.cos(angle)) / 69;
  const longitude = city.longitude + (miles * Math.sin(angle)) / (69 * Math.cos((city.latitude * Math.PI) / 180));
  return { latitude: round(latitude, 6), longitude: round(longitude, 6) };
}

export function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Base counts at scale 1. */
export function scaled(ctx: SeedContext, base: number): number {
  return Math.max(1, Math.round(base * ctx.scale));
}

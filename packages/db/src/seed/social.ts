import { VERIFICATION_FEE_CENTS } from '@wallcraft/shared';
import { daysAgo, round, type SeedContext } from './context';
import { MESSAGE_LINES, REVIEW_COMMENTS } from './data';
import type { Places } from './places';
import type { People, Person } from './people';
import { Random } from './random';
import { generateReferrals } from './referrals';

const MESSAGE_ID_SEED = 0x6d736773;

/** Reviews (and the ratings they imply), messages, saved and recently viewed items, referrals, verification. */
export function generateSocial(ctx: SeedContext, people: People, places: Places): void {
  generateReviews(ctx, people);
  generateMessages(ctx, people);
  generateBookmarks(ctx, people, places);
  generateReferrals(ctx, people);
  generateVerification(ctx, people);
}

/** Ratings skew high, as they do on real marketplaces. */
function rating(ctx: SeedContext): number {
  const r = ctx.random.next();
  return r < 0.5 ? 5 : r < 0.8 ? 4 : r < 0.92 ? 3 : r < 0.97 ? 2 : 1;
}

function addReview(ctx: SeedContext, reviewerId: string, revieweeId: string): void {
  const value = rating(ctx);
  const at = daysAgo(ctx, ctx.random.int(1, 300));
  ctx.rows.reviews.push({
    reviewer_id: reviewerId,
    reviewee_id: revieweeId,
    rating: value,
    comment: ctx.random.pick(REVIEW_COMMENTS[value] ?? ['']),
    // Seeded reviews are long past their double-blind window: shown on profiles.
    published_at: at,
    created_at: at,
    updated_at: at,
  });
}

function generateReviews(ctx: SeedContext, people: People): void {
  const { random, rows } = ctx;
  const clients = [...people.owners, ...people.brands];
  for (const artist of people.artists) {
    const count = artist === people.demo.artist ? 5 : random.int(0, 6);
    for (const client of random.sample(clients, count))
      if (client.id !== artist.id) addReview(ctx, client.id, artist.id);
  }
  for (const client of clients) {
    for (const artist of random.sample(people.artists, random.int(0, 2)))
      if (artist.id !== client.id) addReview(ctx, artist.id, client.id);
  }
  // artist_profiles.rating is the average of every review the user received; null while there are none.
  const received = new Map<string, number[]>();
  for (const review of rows.reviews)
    received.set(review.reviewee_id, [...(received.get(review.reviewee_id) ?? []), review.rating]);
  for (const profile of rows.artist_profiles) {
    const ratings = received.get(profile.user_id) ?? [];
    profile.rating = ratings.length ? round(ratings.reduce((a, b) => a + b, 0) / ratings.length, 2) : null;
    profile.completed_projects = ratings.length + random.int(0, 12);
  }
}

function generateMessages(ctx: SeedContext, people: People): void {
  const { random } = ctx;
  // Message ids come from a stream of their own, so adding them left every other seeded value unchanged.
  const messageIds = new Random(MESSAGE_ID_SEED);
  const { artist, owner, brand, multi } = people.demo;
  const pairs: [Person, Person][] = [
    [owner, artist],
    [brand, artist],
    [brand, multi],
    [random.pick(people.artists), owner],
    [random.pick(people.artists), brand],
    [random.pick(people.owners), multi],
  ];
  for (let i = 0; i < Math.round(20 * ctx.scale); i += 1)
    pairs.push([random.pick(people.brands), random.pick(people.artists)]);
  for (const [first, second] of pairs) {
    if (first.id === second.id) continue;
    const length = random.int(2, MESSAGE_LINES.length);
    const start = daysAgo(ctx, random.int(1, 20)).getTime();
    for (let i = 0; i < length; i += 1) {
      const [sender, receiver] = i % 2 === 0 ? [first, second] : [second, first];
      const last = i === length - 1;
      const createdAt = new Date(Math.min(start + i * 3_600_000 * random.int(1, 12), ctx.now.getTime()));
      // Only the latest message of a conversation is still unread.
      const id = messageIds.uuid();
      ctx.rows.messages.push({
        id,
        sender_id: sender.id,
        receiver_id: receiver.id,
        content: MESSAGE_LINES[i] ?? 'Sounds good!',
        status: last ? 'unread' : 'seen',
        created_at: createdAt,
      });
      if (last) {
        ctx.rows.notifications.push({
          user_id: receiver.id,
          type: 'message_received',
          title: 'New message',
          message: `${sender.firstName} ${sender.lastName} sent you a message.`,
          message_id: id,
          created_at: createdAt,
        });
      }
    }
  }
}

function generateBookmarks(ctx: SeedContext, people: People, places: Places): void {
  const { random, rows } = ctx;
  const { artist, owner, brand, multi } = people.demo;
  const save = (
    user: Person,
    itemType: 'artist' | 'brand' | 'wall' | 'wall_project' | 'brand_project',
    ids: string[],
  ) => {
    for (const id of new Set(ids))
      if (id !== user.id)
        rows.saved_items.push({
          user_id: user.id,
          item_type: itemType,
          item_id: id,
          created_at: daysAgo(ctx, random.int(0, 30)),
        });
  };
  const ids = <T extends { id: string }>(items: T[], n: number) => random.sample(items, n).map((i) => i.id);
  save(artist, 'wall', ids(places.walls, 3));
  save(artist, 'brand_project', ids(places.brandProjects, 2));
  save(artist, 'wall_project', ids(places.wallProjects, 2));
  save(artist, 'brand', ids(people.brands, 1));
  save(owner, 'artist', ids(people.artists, 3));
  save(brand, 'artist', ids(people.artists, 3));
  save(brand, 'wall', ids(places.walls, 1));
  save(multi, 'artist', ids(people.artists, 2));

  const views: [Person, 'artist' | 'wall' | 'project' | 'wall_project', string[]][] = [
    [artist, 'wall', ids(places.walls, 3)],
    [artist, 'project', ids(places.brandProjects, 3)],
    [artist, 'wall_project', ids(places.wallProjects, 2)],
    [owner, 'artist', ids(people.artists, 5)],
    [brand, 'artist', ids(people.artists, 5)],
    [brand, 'wall', ids(places.walls, 3)],
  ];
  for (const [user, itemType, items] of views) {
    for (const id of new Set(items)) {
      if (id !== user.id)
        rows.recently_viewed.push({
          user_id: user.id,
          item_type: itemType,
          item_id: id,
          viewed_at: daysAgo(ctx, random.int(0, 10)),
        });
    }
  }
}

function generateVerification(ctx: SeedContext, people: People): void {
  const { rows } = ctx;
  // The multi account is verified; the brand has a check in progress.
  const verifiedAt = daysAgo(ctx, 60);
  rows.verification_requests.push(
    {
      user_id: people.demo.multi.id,
      status: 'verified',
      fee_cents: VERIFICATION_FEE_CENTS,
      provider: 'demo',
      provider_ref: 'demo-verified',
      completed_at: verifiedAt,
      created_at: verifiedAt,
      updated_at: verifiedAt,
    },
    {
      user_id: people.demo.brand.id,
      status: 'processing',
      fee_cents: VERIFICATION_FEE_CENTS,
      provider: 'demo',
      provider_ref: 'demo-processing',
    },
  );
  for (const row of rows.users) {
    if (row.id === people.demo.multi.id) row.verified = true;
    if (row.id === people.demo.brand.id) row.verified = false;
  }
  rows.notifications.push({
    user_id: people.demo.multi.id,
    type: 'verification_completed',
    title: 'You are verified',
    message: 'Your background check passed. Your profile now shows the verified badge.',
    created_at: verifiedAt,
  });
}

const VIEWS_SEED = 0x76696577;
const DAY_MS = 86_400_000;

/**
 * Visits of the last twelve weeks (item_views: one row per visitor per day) to profiles, walls and projects,
 * so Insights has views to chart. Its own random stream: the rest of the demo data does not move.
 */
export function generateViews(ctx: SeedContext, people: People, places: Places): void {
  const random = new Random(VIEWS_SEED);
  const today = Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate());
  // The demo accounts' own pages always have visitors, so their charts show something.
  const demo = new Set(Object.values(people.demo).map((person) => person.id));
  const visit = (item_type: 'profile' | 'wall' | 'brand_project' | 'wall_project', item_id: string) => {
    const visitors = demo.has(item_id) ? random.int(4, 8) : random.int(0, 4);
    for (let n = 0; n < visitors; n++) {
      const day = new Date(today - random.int(0, 83) * DAY_MS).toISOString().slice(0, 10);
      ctx.rows.item_views.push({ item_type, item_id, viewer_key: `seed-visitor-${n}`, day });
    }
  };
  const everyone = new Set([...people.artists, ...people.owners, ...people.brands].map((person) => person.id));
  for (const id of everyone) visit('profile', id);
  for (const wall of places.walls) visit('wall', wall.id);
  for (const project of places.brandProjects) visit('brand_project', project.id);
  for (const project of places.wallProjects) visit('wall_project', project.id);
}

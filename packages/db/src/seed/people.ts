import type { TUserType } from '@wallcraft/shared';
import { daysAgo, nearCity, scaled, seedImage, seedImages, type SeedContext } from './context';
import {
  ARTIST_STORIES,
  CITIES,
  COMPANY_NOUNS,
  COMPANY_WORDS,
  FIRST_NAMES,
  FUN_FACTS,
  INDUSTRIES,
  LAST_NAMES,
  OFFERS,
  SPECIALTIES,
  STYLES,
  type City,
} from './data';

export type Person = { id: string; firstName: string; lastName: string; city: City; companyName?: string };
export type People = { artists: Person[]; owners: Person[]; brands: Person[]; demo: Record<DemoKey, Person> };

type DemoKey = 'artist' | 'owner' | 'brand' | 'multi';
/** The demo logins; every seeded user shares the demo password. */
export const DEMO_ACCOUNTS: { key: DemoKey; email: string; types: TUserType[]; firstName: string; lastName: string }[] =
  [
    { key: 'artist', email: 'artist@wallcraft.dev', types: ['artist'], firstName: 'Ava', lastName: 'Spray' },
    { key: 'owner', email: 'owner@wallcraft.dev', types: ['wall_owner'], firstName: 'Oscar', lastName: 'Bricks' },
    { key: 'brand', email: 'brand@wallcraft.dev', types: ['brand'], firstName: 'Bianca', lastName: 'Marks' },
    {
      key: 'multi',
      email: 'multi@wallcraft.dev',
      types: ['artist', 'wall_owner', 'brand'],
      firstName: 'Morgan',
      lastName: 'Multi',
    },
  ];

export function generatePeople(ctx: SeedContext): People {
  const { random } = ctx;
  const people: People = { artists: [], owners: [], brands: [], demo: {} as Record<DemoKey, Person> };
  // The demo accounts live in the first two cities so the map opens on something.
  DEMO_ACCOUNTS.forEach((demo, i) => {
    const city = CITIES[i % 2] as City;
    const person = addUser(ctx, {
      email: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
      city,
      types: demo.types,
      people,
      withCoordinates: true,
    });
    people.demo[demo.key] = person;
  });
  const counts: [TUserType, number][] = [
    ['artist', scaled(ctx, 100) - 2],
    ['wall_owner', scaled(ctx, 40) - 2],
    ['brand', scaled(ctx, 30) - 2],
  ];
  let n = 0;
  for (const [type, count] of counts) {
    for (let i = 0; i < count; i += 1) {
      n += 1;
      const firstName = random.pick(FIRST_NAMES);
      const lastName = random.pick(LAST_NAMES);
      const email = `${firstName}.${lastName}.${n}@example.com`.toLowerCase();
      // A few users without coordinates exercise the map's Nashville fallback.
      addUser(ctx, {
        email,
        firstName,
        lastName,
        city: random.pick(CITIES),
        types: [type],
        people,
        withCoordinates: !random.chance(0.04),
      });
    }
  }
  return people;
}

type NewPerson = {
  email: string;
  firstName: string;
  lastName: string;
  city: City;
  types: TUserType[];
  people: People;
  withCoordinates: boolean;
};

function addUser(ctx: SeedContext, p: NewPerson): Person {
  const { random, rows } = ctx;
  const id = random.uuid();
  const person: Person = { id, firstName: p.firstName, lastName: p.lastName, city: p.city };
  const neighbourhood = random.pick(p.city.neighbourhoods);
  const coordinates = p.withCoordinates ? nearCity(ctx, p.city) : { latitude: null, longitude: null };
  const createdAt = daysAgo(ctx, random.int(30, 400));
  const isBusiness = !p.types.includes('artist') || p.types.length > 1;
  if (p.types.includes('brand')) {
    const industry = random.pick(INDUSTRIES);
    person.companyName = `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_NOUNS[industry] ?? ['Co.'])}`;
    addBrandProfile(ctx, id, person.companyName, industry, createdAt);
  }
  const handle = `${p.firstName}${p.lastName}`.toLowerCase();
  rows.users.push({
    id,
    email: p.email,
    password_hash: ctx.passwordHash,
    // Made-up people with made-up addresses: confirmed at sign-up, so no one is asked to confirm a demo address.
    email_confirmed_at: createdAt,
    first_name: p.firstName,
    last_name: p.lastName,
    verified: random.chance(0.3),
    location: `${neighbourhood}, ${p.city.name}, ${p.city.state}`,
    ...coordinates,
    bio: p.types.includes('artist') ? random.pick(ARTIST_STORIES) : `Based in ${neighbourhood}, ${p.city.name}.`,
    website: random.chance(0.5) ? `https://${handle}.example.com` : null,
    instagram_handle: random.chance(0.7) ? `@${handle}` : null,
    profile_image_url: random.chance(0.9) ? seedImage('avatar', random.int(1, 999)) : null,
    hero_image_url: random.chance(0.8) ? seedImage('hero', random.int(1, 999)) : null,
    business_name: isBusiness ? (person.companyName ?? `${p.lastName} Properties`) : null,
    created_at: createdAt,
    updated_at: createdAt,
  });
  // The first account is the active one (see setActiveAccounts), so it is created first.
  p.types.forEach((type, i) => {
    rows.accounts.push({
      id: random.uuid(),
      user_id: id,
      user_type: type,
      created_at: new Date(createdAt.getTime() + i * 1000),
    });
  });
  if (p.types.includes('artist')) {
    addArtistProfile(ctx, id, createdAt);
    p.people.artists.push(person);
  }
  if (p.types.includes('wall_owner')) p.people.owners.push(person);
  if (p.types.includes('brand')) p.people.brands.push(person);
  return person;
}

function addArtistProfile(ctx: SeedContext, userId: string, createdAt: Date): void {
  const { random, rows } = ctx;
  // rating and completed_projects are filled in from the generated reviews (activity.ts).
  rows.artist_profiles.push({
    user_id: userId,
    specialties: random.sample(SPECIALTIES, random.int(2, 4)),
    preferred_styles: random.sample(STYLES, random.int(1, 3)),
    what_i_offer: random.sample(OFFERS, random.int(2, 4)),
    story: random.pick(ARTIST_STORIES),
    fun_fact: random.pick(FUN_FACTS),
    // Some artists have no portfolio yet: cards fall back to the hero, then the avatar.
    portfolio_images: random.chance(0.1) ? [] : seedImages(ctx, 'wall', 2, 6),
    portfolio_url: random.chance(0.5) ? `https://portfolio.example.com/${userId.slice(0, 8)}` : null,
    hourly_rate_cents: random.int(4, 15) * 1000,
    project_rate_cents: random.chance(0.8) ? random.int(15, 200) * 10_000 : null,
    years_experience: random.int(1, 20),
    availability: random.pick(['available', 'available', 'available', 'limited', 'busy', 'booked'] as const),
    created_at: createdAt,
    updated_at: createdAt,
  });
  if (random.chance(0.3)) {
    const start = random.int(3, 60);
    for (let d = 0; d < random.int(2, 5); d += 1) {
      const date = new Date(ctx.now.getTime() + (start + d) * 86_400_000).toISOString().slice(0, 10);
      rows.artist_unavailable_dates.push({ user_id: userId, date });
    }
  }
}

function addBrandProfile(
  ctx: SeedContext,
  userId: string,
  companyName: string,
  industry: string,
  createdAt: Date,
): void {
  const { random, rows } = ctx;
  rows.brand_profiles.push({
    user_id: userId,
    company_name: companyName,
    industry,
    budget_cents: random.chance(0.15) ? null : random.int(1, 50) * 100_000,
    company_size: random.pick(['startup', 'small', 'medium', 'medium', 'large', 'enterprise'] as const),
    timeline: random.pick(['urgent', 'moderate', 'moderate', 'flexible'] as const),
    preferred_styles: random.sample(STYLES, random.int(1, 3)),
    past_projects: random.int(0, 25),
    story: `${companyName} believes walls are the best billboard a neighbourhood can have.`,
    fun_fact: random.pick([
      'Our first shop was a food truck.',
      'The whole team paints on Fridays.',
      'We name meeting rooms after murals.',
    ]),
    what_i_offer: random.sample(
      ['Paint budget', 'Lift rental', 'Social media promotion', 'Launch party', 'Long-term partnership'],
      2,
    ),
    company_logo: seedImage('logo', random.int(1, 999)),
    brand_images: random.chance(0.2) ? [] : seedImages(ctx, 'project', 1, 3),
    website: `https://${companyName.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com`,
    created_at: createdAt,
    updated_at: createdAt,
  });
}

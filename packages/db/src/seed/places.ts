import type { TProjectKind, TProjectStatus, TProjectTimeline } from '@wallcraft/shared';
import { daysAgo, nearCity, round, scaled, seedImages, type SeedContext } from './context';
import { PROJECT_PITCHES, PROJECT_SUBJECTS, STYLES, WALL_ADJECTIVES, WALL_NOUNS, WALL_TYPES, type City } from './data';
import type { People, Person } from './people';

export type SeedWall = {
  id: string;
  ownerId: string;
  title: string;
  city: City;
  location: string;
  latitude: number | null;
  longitude: number | null;
};
type Point = { latitude: number | null; longitude: number | null };
export type SeedProject = Point & {
  id: string;
  kind: TProjectKind;
  ownerId: string;
  title: string;
  status: TProjectStatus;
  budgetCents: number | null;
};
export type Places = { walls: SeedWall[]; brandProjects: SeedProject[]; wallProjects: SeedProject[] };

const STATUSES: TProjectStatus[] = [
  'open',
  'open',
  'open',
  'open',
  'open',
  'open',
  'open',
  'open',
  'in_progress',
  'in_progress',
  'completed',
  'completed',
  'cancelled',
];
const TIMELINES: (TProjectTimeline | null)[] = [
  '1_2_weeks',
  '2_4_weeks',
  '1_3_months',
  '3_6_months',
  '6_plus_months',
  null,
];

/** Budgets spread over every budget bucket; some projects have none (the cards show 'TBD'). */
function budget(ctx: SeedContext): number | null {
  if (ctx.random.chance(0.1)) return null;
  const dollars = ctx.random.pick([
    [300, 1000],
    [1000, 5000],
    [5000, 10_000],
    [10_000, 25_000],
    [25_000, 60_000],
  ] as const);
  return Math.round(ctx.random.int(dollars[0], dollars[1]) / 50) * 50 * 100;
}

/** The first items go to the demo accounts (so they always have data), the rest to anyone. */
function ownerFor(ctx: SeedContext, i: number, favourites: Person[], everyone: Person[]): Person {
  return favourites[i] ?? ctx.random.pick(everyone);
}

export function generatePlaces(ctx: SeedContext, people: People): Places {
  const { random, rows } = ctx;
  const places: Places = { walls: [], brandProjects: [], wallProjects: [] };
  const { owner, brand, multi } = people.demo;

  const wallFavourites = [owner, owner, owner, owner, multi, multi];
  for (let i = 0; i < scaled(ctx, 100); i += 1) {
    const person = ownerFor(ctx, i, wallFavourites, people.owners);
    const city = person.city;
    const neighbourhood = random.pick(city.neighbourhoods);
    const coordinates = random.chance(0.05) ? { latitude: null, longitude: null } : nearCity(ctx, city);
    const title = `${random.pick(WALL_ADJECTIVES)} ${random.pick(WALL_NOUNS)} in ${neighbourhood}`;
    const createdAt = daysAgo(ctx, random.int(1, 300));
    const wall: SeedWall = {
      id: random.uuid(),
      ownerId: person.id,
      title,
      city,
      location: `${neighbourhood}, ${city.name}, ${city.state}`,
      ...coordinates,
    };
    places.walls.push(wall);
    rows.walls.push({
      id: wall.id,
      owner_id: person.id,
      title,
      description: `A ${random.pick(['south', 'east', 'west', 'north'])}-facing wall in ${neighbourhood}, seen by ${random.pick(['commuters', 'shoppers', 'students', 'tourists', 'neighbours'])} every day. ${random.pick(PROJECT_PITCHES)}`,
      location: wall.location,
      address: `${random.int(100, 4999)} ${random.pick(city.streets)}, ${city.name}, ${city.state}`,
      ...coordinates,
      width_ft: round(random.int(10, 120) + random.pick([0, 0.5]), 1),
      height_ft: round(random.int(8, 60) + random.pick([0, 0.5]), 1),
      surface_type: random.pick([
        'brick',
        'brick',
        'concrete',
        'concrete',
        'metal',
        'wood',
        'stucco',
        'glass',
        'other',
      ] as const),
      wall_type: random.pick(WALL_TYPES),
      visibility: random.pick(['high', 'high', 'medium', 'medium', 'low', 'private'] as const),
      status: random.pick(['available', 'available', 'available', 'available', 'booked', 'unavailable'] as const),
      images: random.chance(0.05) ? [] : seedImages(ctx, 'wall', 1, 4),
      view_count: random.int(0, 900),
      featured: random.chance(0.1),
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  const brandFavourites = [brand, brand, brand, brand, brand, multi, multi];
  for (let i = 0; i < scaled(ctx, 100); i += 1) {
    const person = ownerFor(ctx, i, brandFavourites, people.brands);
    const wall = random.chance(0.3) ? random.pick(places.walls) : null;
    const city = wall?.city ?? person.city;
    const coordinates = wall
      ? { latitude: wall.latitude, longitude: wall.longitude }
      : random.chance(0.05)
        ? { latitude: null, longitude: null }
        : nearCity(ctx, city);
    const location =
      wall?.location ??
      (random.chance(0.05) ? null : `${random.pick(city.neighbourhoods)}, ${city.name}, ${city.state}`);
    const project = newProject(
      ctx,
      'brand',
      person.id,
      `${person.companyName ?? person.lastName} ${random.pick(PROJECT_SUBJECTS)}`,
      coordinates,
      i < 5,
    );
    places.brandProjects.push(project);
    const row = projectRow(ctx, project, location, coordinates, 'project');
    rows.projects.push({ ...row, kind: 'brand', owner_id: person.id, wall_id: wall?.id ?? null });
    // The demo shows these walls on their projects: someone else's wall is there because its owner accepted.
    if (wall && wall.ownerId !== person.id) {
      rows.wall_link_requests.push({
        project_id: project.id,
        wall_id: wall.id,
        status: 'accepted',
        created_at: row.created_at,
        decided_at: row.created_at,
      });
    }
  }

  // The demo owners' walls get the first wall projects.
  const demoWalls = places.walls.filter((w) => w.ownerId === owner.id || w.ownerId === multi.id);
  for (let i = 0; i < scaled(ctx, 100); i += 1) {
    const wall = (i < 8 ? demoWalls[i % demoWalls.length] : undefined) ?? random.pick(places.walls);
    const coordinates = { latitude: wall.latitude, longitude: wall.longitude };
    const project = newProject(
      ctx,
      'wall',
      wall.ownerId,
      `${random.pick(STYLES)} Mural for ${wall.title}`,
      coordinates,
      i < 5,
    );
    places.wallProjects.push(project);
    rows.projects.push({
      ...projectRow(ctx, project, wall.location, coordinates, 'wall'),
      kind: 'wall',
      owner_id: wall.ownerId,
      wall_id: wall.id,
    });
  }
  return places;
}

/** The demo accounts' first projects stay open (forceOpen), so there is always something to apply to. */
function newProject(
  ctx: SeedContext,
  kind: SeedProject['kind'],
  ownerId: string,
  title: string,
  at: Point,
  forceOpen: boolean,
): SeedProject {
  return {
    ...at,
    id: ctx.random.uuid(),
    kind,
    ownerId,
    title,
    status: forceOpen ? 'open' : ctx.random.pick(STATUSES),
    budgetCents: budget(ctx),
  };
}

function projectRow(
  ctx: SeedContext,
  project: SeedProject,
  location: string | null,
  coordinates: Point,
  imageKind: 'project' | 'wall',
) {
  const { random } = ctx;
  const createdAt = daysAgo(ctx, random.int(1, 200));
  const started = project.status === 'in_progress' || project.status === 'completed';
  const later = (from: Date, days: number) => new Date(Math.min(from.getTime() + days * 86_400_000, ctx.now.getTime()));
  const startedAt = started ? later(createdAt, random.int(3, 20)) : null;
  // Two pitches, drawn as before so the rest of the data stays the same; one when both draws are the same sentence,
  // which a project page showed twice in a row.
  const pitches = [...new Set([random.pick(PROJECT_PITCHES), random.pick(PROJECT_PITCHES)])];
  return {
    id: project.id,
    title: project.title,
    description: pitches.join(' '),
    location,
    ...coordinates,
    budget_cents: project.budgetCents,
    timeline: random.pick(TIMELINES),
    preferred_styles: random.sample(STYLES, random.int(1, 3)),
    images: random.chance(0.1) ? [] : seedImages(ctx, imageKind, 1, 3),
    status: project.status,
    featured: random.chance(0.1),
    view_count: random.int(0, 600),
    started_at: startedAt,
    completed_at: project.status === 'completed' && startedAt ? later(startedAt, 14) : null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/**
 * One pending wall request, so the demo wall owner has an ACCEPT / DECLINE to try: the demo brand's first
 * project without a wall asks for the owner's first wall. Run last, so its draws from the seed's random
 * stream change nothing generated before it.
 */
export function addDemoWallRequest(ctx: SeedContext, people: People, places: Places): void {
  const { owner, brand } = people.demo;
  const wall = places.walls.find((w) => w.ownerId === owner.id);
  const project = ctx.rows.projects.find(
    (p) => p.kind === 'brand' && p.owner_id === brand.id && !p.wall_id && p.status === 'open',
  );
  if (!wall || !project?.id) return;
  const id = ctx.random.uuid();
  const at = daysAgo(ctx, 1);
  ctx.rows.wall_link_requests.push({ id, project_id: project.id, wall_id: wall.id, created_at: at });
  ctx.rows.notifications.push({
    id: ctx.random.uuid(),
    user_id: owner.id,
    type: 'project_wall_requested',
    title: 'Wall request',
    message: `${brand.companyName ?? brand.lastName} asks to show your wall ${wall.title} on its project ${project.title}.`,
    created_at: at,
    wall_link_request_id: id,
  });
}

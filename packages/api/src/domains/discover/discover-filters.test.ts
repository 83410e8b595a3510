import { TIMELINE_FILTERS, TIMELINE_FILTER_VALUES } from '@wallcraft/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import {
  NOWHERE,
  VIEWER,
  addArtist,
  addBrand,
  addBrandProject,
  addUser,
  addWall,
  addWallProject,
  allPages,
  discover,
  emptyDatabase,
  ids,
  northOf,
} from './test-fixtures';
import { discoverStatement, fromViewer } from './queries';
import { ZDiscoverSearchRequest } from './schemas';
import { toDiscoverQuery } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => emptyDatabase(t.database.db));

const db = () => t.database.db;

/** One item of every type, none matching any filter option; returns their ids by type. */
async function oneOfEach() {
  const owner = await addUser(db(), ['wall_owner']);
  const brand = await addBrand(db(), { company_name: 'Plain Co' });
  const wall = await addWall(db(), owner);
  return {
    artist: await addArtist(db()),
    brand,
    wall,
    brandProject: await addBrandProject(db(), brand),
    wallProject: await addWallProject(db(), wall),
  };
}

describe('tabs', () => {
  it('each tab keeps its own types, and an unknown tab reads as all', async () => {
    const x = await oneOfEach();
    const types = async (tab: string) => (await discover(t.app, { tab })).items.map((i) => i.type).sort();
    expect(await types('artists')).toEqual(['artist']);
    expect(await types('walls')).toEqual(['wall']);
    expect(await types('brands')).toEqual(['brand']);
    expect(await types('projects')).toEqual(['brand_project', 'wall_project']);
    expect(await types('all')).toEqual(['artist', 'brand', 'brand_project', 'wall', 'wall_project']);
    expect(await types('spaceships')).toEqual(await types('all'));
    expect(ids((await discover(t.app)).items)).toEqual(Object.values(x).sort());
  });
});

describe('filter rules', () => {
  it('specialties: artists only, case-insensitive partial match either way round, options OR', async () => {
    await oneOfEach();
    const murals = await addArtist(db(), { specialties: ['Murals', 'Realism'] });
    const mural = await addArtist(db(), { specialties: ['mural'] });
    const graffiti = await addArtist(db(), { specialties: ['Graffiti Lettering'] });
    await addArtist(db(), { specialties: ['Art'] });
    expect(ids((await discover(t.app, { specialties: 'MURALS' })).items)).toEqual([murals, mural].sort());
    expect(ids((await discover(t.app, { specialties: ['MURALS', 'GRAFFITI'] })).items)).toEqual(
      [murals, mural, graffiti].sort(),
    );
    expect(ids((await discover(t.app, { specialties: 'lettering' })).items)).toEqual([graffiti]);
  });

  it('surfaceType and visibility: walls only, matched on the upper-cased stored value', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    await oneOfEach();
    const brick = await addWall(db(), owner, { surface_type: 'brick', visibility: 'high' });
    const metal = await addWall(db(), owner, { surface_type: 'metal', visibility: 'private' });
    await addWall(db(), owner, { surface_type: 'other', visibility: 'low' });
    expect(ids((await discover(t.app, { surfaceType: 'BRICK' })).items)).toEqual([brick]);
    expect(ids((await discover(t.app, { surfaceType: ['BRICK', 'METAL'] })).items)).toEqual([brick, metal].sort());
    expect(ids((await discover(t.app, { visibility: 'HIGH TRAFFIC' })).items)).toEqual([brick]);
    expect(
      ids((await discover(t.app, { visibility: ['PRIVATE', 'HIGH TRAFFIC'], surfaceType: 'METAL' })).items),
    ).toEqual([metal]);
  });

  it('wallAvailability: walls only, each option its stored status; cards carry the status', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    await oneOfEach();
    const booked = await addWall(db(), owner, { status: 'booked' });
    const unavailable = await addWall(db(), owner, { status: 'unavailable' });
    expect(ids((await discover(t.app, { wallAvailability: 'BOOKED' })).items)).toEqual([booked]);
    expect(ids((await discover(t.app, { wallAvailability: ['BOOKED', 'UNAVAILABLE'] })).items)).toEqual(
      [booked, unavailable].sort(),
    );
    const available = (await discover(t.app, { wallAvailability: 'AVAILABLE' })).items;
    expect(available.length).toBeGreaterThan(0);
    expect(available.every((item) => item.type === 'wall' && item.availability === 'available')).toBe(true);
    const all = (await discover(t.app, {})).items;
    expect(all.find((item) => item.id === booked)?.availability).toBe('booked');
    expect(all.filter((item) => item.type !== 'wall').every((item) => item.availability === null)).toBe(true);
  });

  it('industry: brands only, partial match', async () => {
    await oneOfEach();
    const tech = await addBrand(db(), { industry: 'Tech' });
    const fintech = await addBrand(db(), { industry: 'FinTech Services' });
    await addBrand(db(), { industry: 'Retail' });
    expect(ids((await discover(t.app, { industry: 'TECH' })).items)).toEqual([tech, fintech].sort());
  });

  it('priceRange: brands only, budget buckets from the lower end inclusive; a missing budget excludes the brand', async () => {
    await oneOfEach();
    const small = await addBrand(db(), { budget_cents: 50_000 });
    const exactlyOneK = await addBrand(db(), { budget_cents: 100_000 });
    const big = await addBrand(db(), { budget_cents: 5_000_000 });
    await addBrand(db(), { budget_cents: null });
    expect(ids((await discover(t.app, { priceRange: '0-1k' })).items)).toEqual([small]);
    expect(ids((await discover(t.app, { priceRange: '1k-5k' })).items)).toEqual([exactlyOneK]);
    expect(ids((await discover(t.app, { priceRange: ['over-25k', '0-1k'] })).items)).toEqual([small, big].sort());
  });

  it('projectBudget, projectTimeline and projectStatus: both project kinds only, mapped to the stored values', async () => {
    const x = await oneOfEach();
    const brand = await addBrand(db());
    const wall = await addWall(db(), await addUser(db(), ['wall_owner']));
    const urgentOpen = await addBrandProject(db(), brand, {
      timeline: '2_4_weeks',
      status: 'open',
      budget_cents: 300_000,
    });
    const moderateCancelled = await addWallProject(db(), wall, {
      timeline: '1_3_months',
      status: 'cancelled',
      budget_cents: 2_000_000,
    });
    const flexibleInProgress = await addWallProject(db(), wall, {
      timeline: '6_plus_months',
      status: 'in_progress',
      budget_cents: null,
    });
    expect(ids((await discover(t.app, { projectTimeline: '2-4 WEEKS' })).items)).toEqual([urgentOpen]);
    expect(ids((await discover(t.app, { projectTimeline: '1-3 MONTHS' })).items)).toEqual([moderateCancelled]);
    expect(ids((await discover(t.app, { projectTimeline: '6+ MONTHS' })).items)).toEqual([flexibleInProgress]);
    const ownerClosed = await addBrandProject(db(), brand, { status: 'closed' });
    expect(ids((await discover(t.app, { projectStatus: 'CLOSED' })).items)).toEqual(
      [moderateCancelled, ownerClosed].sort(),
    );
    expect(ids((await discover(t.app, { projectStatus: ['OPEN', 'IN PROGRESS'] })).items)).toEqual(
      [urgentOpen, flexibleInProgress, x.brandProject, x.wallProject].sort(),
    );
    expect(ids((await discover(t.app, { projectBudget: ['1k-5k', '10k-25k'] })).items)).toEqual(
      [urgentOpen, moderateCancelled].sort(),
    );
    expect(ids((await discover(t.app, { projectBudget: '10k-25k', projectStatus: 'OPEN' })).items)).toEqual([]);
  });

  it('projectTimeline: each of the five options selects exactly the projects posted with its span', async () => {
    const brand = await addBrand(db());
    const wall = await addWall(db(), await addUser(db(), ['wall_owner']));
    const bySpan = new Map<string, string[]>();
    for (const [option, timeline] of Object.entries(TIMELINE_FILTER_VALUES)) {
      const brandProject = await addBrandProject(db(), brand, { timeline });
      const wallProject = await addWallProject(db(), wall, { timeline });
      bySpan.set(option, [brandProject, wallProject].sort());
    }
    await addBrandProject(db(), brand, { timeline: null });

    const seen = new Set<string>();
    for (const option of TIMELINE_FILTERS) {
      const found = ids((await discover(t.app, { projectTimeline: option })).items);
      expect(found, option).toEqual(bySpan.get(option));
      seen.add(found.join());
    }
    expect(seen.size).toBe(TIMELINE_FILTERS.length);
    expect(ids((await discover(t.app, { projectTimeline: ['1-2 WEEKS', '6+ MONTHS'] })).items)).toEqual(
      [...bySpan.get('1-2 WEEKS')!, ...bySpan.get('6+ MONTHS')!].sort(),
    );
  });

  it('categories combine with AND: categories of different types together exclude everything', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    await addArtist(db(), { specialties: ['Murals'] });
    await addWall(db(), owner, { surface_type: 'brick' });
    expect((await discover(t.app, { specialties: 'MURALS', surfaceType: 'BRICK' })).items).toEqual([]);
  });

  it('a filter narrows the tab: the artists tab with a wall filter is empty, the walls tab with it is not', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    const wall = await addWall(db(), owner, { surface_type: 'glass' });
    expect((await discover(t.app, { tab: 'artists', surfaceType: 'GLASS' })).items).toEqual([]);
    expect(ids((await discover(t.app, { tab: 'walls', surfaceType: 'GLASS' })).items)).toEqual([wall]);
  });

  it('unknown filter values are ignored; a category left with none filters nothing', async () => {
    const x = await oneOfEach();
    const murals = await addArtist(db(), { specialties: ['Murals'] });
    expect(ids((await discover(t.app, { specialties: ['MURALS', 'UNDERWATER BASKETS'] })).items)).toEqual([murals]);
    expect(
      ids(
        (await discover(t.app, { specialties: 'UNDERWATER BASKETS', distance: 'next-door', priceRange: 'free' })).items,
      ),
    ).toEqual([...Object.values(x), murals].sort());
  });

  it('comma-separated values work like repeated parameters', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    const brick = await addWall(db(), owner, { surface_type: 'brick' });
    const wood = await addWall(db(), owner, { surface_type: 'wood' });
    expect(ids((await discover(t.app, { surfaceType: 'BRICK,WOOD' })).items)).toEqual([brick, wood].sort());
  });
});

describe('distance filter', () => {
  async function ring() {
    const owner = await addUser(db(), ['wall_owner']);
    const at = async (miles: number) => addWall(db(), owner, { title: `${miles} mi`, ...northOf(miles) });
    return {
      d0: await at(0),
      d4: await at(4.99),
      d5: await at(5),
      d10: await at(10),
      d25: await at(25),
      d50: await at(50),
      d51: await at(50.01),
      nowhere: await addWall(db(), owner, NOWHERE),
    };
  }
  const near = (distance: string | string[]) => ({ distance, lat: VIEWER.lat, lng: VIEWER.lng });

  it('buckets: under 5; 5 to 10; over 10 to 25; over 25 to 50; over 50 (5 and 10 fall in 5-10, 25 in 10-25, 50 in 25-50)', async () => {
    const r = await ring();
    const bucket = async (d: string) => ids((await discover(t.app, near(d))).items);
    expect(await bucket('under-5')).toEqual([r.d0, r.d4].sort());
    expect(await bucket('5-10')).toEqual([r.d5, r.d10].sort());
    expect(await bucket('10-25')).toEqual([r.d25]);
    expect(await bucket('25-50')).toEqual([r.d50]);
    expect(await bucket('over-50')).toEqual([r.d51]);
    expect(await bucket(['under-5', 'over-50'] as unknown as string)).toEqual([r.d0, r.d4, r.d51].sort());
  });

  it('reports great-circle miles on Earth radius 3959 and excludes items without coordinates', async () => {
    const r = await ring();
    const items = await allPages(t.app, near(['under-5', '5-10', '10-25', '25-50', 'over-50']));
    expect(items.map((i) => i.id)).not.toContain(r.nowhere);
    const miles = Object.fromEntries(items.map((i) => [i.id, i.distanceMiles]));
    expect(miles[r.d25]).toBeCloseTo(25, 6);
    expect(miles[r.d0]).toBeCloseTo(0, 6);
  });

  it('is ignored without the viewer position (it cannot be evaluated)', async () => {
    const r = await ring();
    expect(ids((await discover(t.app, { distance: 'under-5' })).items)).toEqual(Object.values(r).sort());
  });

  it('buckets from the viewer are walked nearest first and cut, and read the same pages as off their box', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    const brand = await addBrand(db(), { ...northOf(30) });
    for (const miles of [0, 0, 0, 1, 2.5, 4.99, 5, 6, 9, 10, 12, 40]) {
      await addWall(db(), owner, { title: `${miles} mi`, ...northOf(miles) });
      await addArtist(db(), { first_name: `${miles} mi`, ...northOf(miles + 0.5) });
      await addBrandProject(db(), brand, { title: `${miles} mi`, ...northOf(miles) });
    }
    // Bounds that hold every item keep the buckets' box (walkThenCut), so the same pages come from the other plan.
    const everywhere = { south: -89, west: -179, north: 89, east: 179 };
    for (const [distance, count, walks] of [
      [['under-5'], 17, true],
      [['under-5', '5-10'], 29, true],
      [['5-10'], 12, false],
    ] as const) {
      const statement = (params: object) =>
        discoverStatement(toDiscoverQuery(ZDiscoverSearchRequest.parse({ ...near([...distance]), ...params })));
      expect(statement({})?.compile(db()).sql.includes('earth_box')).toBe(!walks);
      expect(statement(everywhere)?.compile(db()).sql).toContain('earth_box');
      const pages = await allPages(t.app, { ...near([...distance]), limit: 2 });
      expect(pages.map((i) => i.distanceMiles).every((m) => m !== null && m < 10.5)).toBe(true);
      expect(pages).toHaveLength(count);
      expect(await allPages(t.app, { ...near([...distance]), limit: 2, ...everywhere })).toEqual(pages);
    }
  });

  it('a walk is cut only by buckets that hold every distance up to their outer end', () => {
    const bucket = (names: string[]) => toDiscoverQuery(ZDiscoverSearchRequest.parse(near(names))).distances;
    expect(fromViewer(bucket(['under-5']))).toBe(true);
    expect(fromViewer(bucket(['5-10', 'under-5', '10-25']))).toBe(true);
    expect(fromViewer(bucket(['under-5', '10-25']))).toBe(false);
    expect(fromViewer(bucket(['5-10']))).toBe(false);
    expect(fromViewer(bucket(['under-5', 'over-50']))).toBe(false);
  });

  it('keeps every type: artists and brands are placed by their user location', async () => {
    const artist = await addArtist(db(), northOf(1));
    const brand = await addBrand(db(), northOf(2));
    await addArtist(db(), northOf(30));
    expect(ids((await discover(t.app, near('under-5'))).items)).toEqual([artist, brand].sort());
  });
});

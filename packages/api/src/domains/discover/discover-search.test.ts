import { NASHVILLE } from '@wallcraft/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { SEARCH_PLANS, discoverStatement, indexable, searchDiscover, type SearchPlans } from './queries';
import { ZDiscoverSearchRequest } from './schemas';
import { toDiscoverQuery } from './service';
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
  discoverRaw,
  emptyDatabase,
  ids,
  northOf,
} from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => emptyDatabase(t.database.db));

const db = () => t.database.db;

describe('text search', () => {
  it('matches names, titles, descriptions, specialties and locations, case-insensitively', async () => {
    const owner = await addUser(db(), ['wall_owner'], { first_name: 'Olive', last_name: 'Owner' });
    const byName = await addArtist(db(), { first_name: 'Frida', last_name: 'Kahlo' });
    const bySpecialty = await addArtist(db(), { specialties: ['Trompe-l’oeil', 'Stencil Art'] });
    const byTitle = await addWall(db(), owner, { title: 'Stencil Alley' });
    const byDescription = await addBrandProject(db(), await addBrand(db()), {
      description: 'Needs a bold STENCIL piece',
    });
    const byLocation = await addWallProject(db(), byTitle, { location: 'Stencilville, TX' });
    const byCompany = await addBrand(db(), { company_name: 'Stencil Supply' });
    await addArtist(db(), { first_name: 'Nobody' });
    expect(ids((await discover(t.app, { search: 'stencil' })).items)).toEqual(
      [bySpecialty, byTitle, byDescription, byLocation, byCompany].sort(),
    );
    expect(ids((await discover(t.app, { search: 'frida kahlo' })).items)).toEqual([byName]);
  });

  it('finds a person when the words are spread over their name and their profile', async () => {
    const ana = await addArtist(db(), { first_name: 'Ana', last_name: 'Ruiz', specialties: ['Murals'] });
    await addArtist(db(), { first_name: 'Ana', last_name: 'Lopez', specialties: ['Graffiti'] });
    const brand = await addBrand(db(), { first_name: 'Ana', company_name: 'Copper Roasters' });
    expect(ids((await discover(t.app, { search: 'ana murals' })).items)).toEqual([ana]);
    expect(ids((await discover(t.app, { search: 'roasters ana' })).items)).toEqual([brand]);
  });

  it("follows a change to a person's user row or profile at once, in every profile type they hold", async () => {
    const both = await addArtist(db(), { first_name: 'Ana', last_name: 'Ruiz', specialties: ['Murals'] });
    await db().insertInto('accounts').values({ user_id: both, user_type: 'brand' }).execute();
    await db().insertInto('brand_profiles').values({ user_id: both, company_name: 'Copper Roasters' }).execute();
    const search = async (words: string) => (await discover(t.app, { search: words })).items.map((i) => i.type);
    expect(await search('ruiz')).toEqual(['brand', 'artist']);

    await db().updateTable('users').set({ last_name: 'Okafor', bio: 'Loves Gouache' }).where('id', '=', both).execute();
    expect(await search('ruiz')).toEqual([]);
    expect(await search('okafor gouache')).toEqual(['brand', 'artist']);

    await db()
      .updateTable('artist_profiles')
      .set({ specialties: ['Stencils'] })
      .where('user_id', '=', both)
      .execute();
    expect(await search('okafor murals')).toEqual([]);
    expect(await search('okafor stencils')).toEqual(['artist']);
    await db().updateTable('brand_profiles').set({ story: 'Beans & walls' }).where('user_id', '=', both).execute();
    expect(await search('gouache beans')).toEqual(['brand']);
  });

  it('needs every word, and takes % and _ literally', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    const both = await addWall(db(), owner, { title: 'Brick facade', location: 'Houston' });
    await addWall(db(), owner, { title: 'Brick facade', location: 'Austin' });
    expect(ids((await discover(t.app, { search: 'houston brick' })).items)).toEqual([both]);
    expect((await discover(t.app, { search: '%' })).items).toEqual([]);
    expect((await discover(t.app, { search: '_' })).items).toEqual([]);
  });

  it('finds words too short for the trigram index, alone or beside a longer one', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    const both = await addWall(db(), owner, { title: '3D brick facade', location: 'Houston', ...northOf(1) });
    const other = await addWall(db(), owner, { title: 'Flat brick facade', location: 'Austin' });
    expect(indexable('3d')).toBe(false);
    expect(indexable('brick')).toBe(true);
    expect(ids((await discover(t.app, { search: '3d' })).items)).toEqual([both]);
    expect(ids((await discover(t.app, { search: 'brick 3d' })).items)).toEqual([both]);
    expect(ids((await discover(t.app, { search: 'a' })).items).sort()).toEqual([both, other].sort());
    expect((await discover(t.app, { search: 'zq' })).items).toEqual([]);
    // Inside a distance box such a word is looked for by walking the box alone.
    const near = { lat: VIEWER.lat, lng: VIEWER.lng, distance: 'under-5' };
    expect(ids((await discover(t.app, { ...near, search: '3d' })).items)).toEqual([both]);
    expect((await discover(t.app, { ...near, search: 'zq' })).items).toEqual([]);
  });

  it('every way of a search (the walk of a common term, its few candidates, the index search) reads the same pages', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    const brand = await addBrand(db(), { company_name: 'Plain Co' });
    const site = await addWall(db(), owner, { title: 'Plain site' });
    for (let i = 0; i < 12; i++) {
      // Matches and misses interleaved, located and not, paged in both orders. Both kinds of project share one
      // table and so one set of text candidates: each branch must keep its own kind.
      const at = i % 3 === 0 ? NOWHERE : northOf(i);
      const word = i % 2 === 0 ? 'Mural' : 'Plain';
      await addArtist(db(), { first_name: `${word} ${i}`, ...at });
      await addWall(db(), owner, { title: `${word} wall ${i}`, ...at });
      await addBrandProject(db(), brand, { title: `${word} project ${i}`, ...at });
      await addWallProject(db(), site, { title: `${word} commission ${i}`, ...at });
    }
    const candidates = SEARCH_PLANS;
    // Each way alone: every word common (a walk), never common (its candidates), never common and too many
    // candidates (the index search).
    const common = { ...SEARCH_PLANS, commonAt: 0 };
    const fewOnly = { ...SEARCH_PLANS, commonAt: 1000 };
    const indexSearch = { ...fewOnly, candidatesMax: 0 };
    const viewer = { lat: VIEWER.lat, lng: VIEWER.lng };
    for (const [params, matches] of [
      [{ search: 'mural', limit: 4 }, 24],
      [{ search: 'mural wall', limit: 2 }, 6],
      [{ search: 'mural', limit: 4, ...viewer }, 24],
      [{ search: 'mural', limit: 4, ...viewer, distance: ['5-10'] }, 8],
    ] as const) {
      const pages = async (plans: SearchPlans) => {
        const query = toDiscoverQuery(ZDiscoverSearchRequest.parse(params));
        const read: string[][] = [];
        for (;;) {
          const rows = await searchDiscover(db(), query, plans);
          read.push(rows.slice(0, query.limit).map((row) => `${row.type} ${row.title}`));
          const last = rows[query.limit - 1];
          if (rows.length <= query.limit || !last) return read;
          query.cursor = { key: query.viewer ? last.chord : last.sort_time, type: last.type, id: last.id };
        }
      };
      const expected = await pages(candidates);
      expect(expected.flat().length).toBe(matches);
      expect(expected.flat().every((title) => title.includes('Mural'))).toBe(true);
      expect(expected.flat().filter((item) => item.startsWith('brand_project'))).toEqual(
        expected.flat().filter((item) => / project /.test(item)),
      );
      expect(expected.flat().filter((item) => item.startsWith('wall_project'))).toEqual(
        expected.flat().filter((item) => / commission /.test(item)),
      );
      expect(await pages(indexSearch)).toEqual(expected);
      expect(await pages(common)).toEqual(expected);
      expect(await pages(fewOnly)).toEqual(expected);
      // At the edge: 6 matches a type, 12 in the projects' table, so 6 reads every type from its candidates and 5
      // none of them, a cut set included.
      expect(await pages({ ...fewOnly, candidatesMax: 6 })).toEqual(expected);
      expect(await pages({ ...fewOnly, candidatesMax: 5 })).toEqual(expected);
      // A probe of the newest two rows finds the word common in some types and not in others.
      expect(await pages({ ...SEARCH_PLANS, probeRows: 2, commonAt: 1 })).toEqual(expected);
    }
  });
  it("a search reads each table's text candidates once, inside a distance box too", () => {
    const viewer = { lat: VIEWER.lat, lng: VIEWER.lng };
    const ctes = (params: object) => {
      const statement = discoverStatement(
        toDiscoverQuery(ZDiscoverSearchRequest.parse({ search: 'mural', ...params })),
      );
      const text = statement?.compile(t.database.db).sql ?? '';
      return [...text.matchAll(/"([cp]_\w+)" AS MATERIALIZED/g)].map((m) => m[1]).sort();
    };
    // One set of candidates per table: both kinds of project read theirs from one scan of `projects`; one probe a
    // part. Nearest first, the items without coordinates are read by a statement of their own, when the located
    // ones leave room on the page (searchDiscover).
    const everyType = ['c_artist', 'c_brand', 'c_wall', 'c_projects'];
    const types = ['artist', 'brand', 'wall', 'brand_project', 'wall_project'];
    const probes = types.map((type) => `p_${type}`);
    const all = [...everyType, ...probes].sort();
    expect(ctes({})).toEqual(all);
    expect(ctes({ ...viewer })).toEqual(all);
    expect(ctes({ ...viewer, distance: 'over-50' })).toEqual(all);
    expect(ctes({ ...viewer, distance: '5-10' })).toEqual(all);
    expect(ctes({ ...viewer, distance: ['under-5', '5-10'], tab: 'walls' })).toEqual(['c_wall', 'p_wall']);
    expect(ctes({ ...viewer, search: '' })).toEqual([]);
  });
});

describe('order and paging', () => {
  it('with a position: nearest first, with distanceMiles, and items without coordinates last', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    const far = await addWall(db(), owner, northOf(40));
    const unlocatedArtist = await addArtist(db(), NOWHERE);
    const near = await addArtist(db(), northOf(1));
    const middle = await addBrand(db(), northOf(12));
    const unlocatedWall = await addWall(db(), owner, NOWHERE);
    const { items } = await discover(t.app, { lat: VIEWER.lat, lng: VIEWER.lng });
    expect(items.map((i) => i.id)).toEqual([near, middle, far, ...[unlocatedArtist, unlocatedWall]]);
    expect(items.map((i) => i.distanceMiles && Math.round(i.distanceMiles))).toEqual([1, 12, 40, null, null]);
  });

  it('without a position: newest first and distanceMiles null', async () => {
    const first = await addArtist(db(), northOf(1));
    const second = await addBrand(db());
    const third = await addWall(db(), await addUser(db(), ['wall_owner']));
    const { items } = await discover(t.app);
    expect(items.map((i) => i.id)).toEqual([third, second, first]);
    expect(items.every((i) => i.distanceMiles === null)).toBe(true);
  });

  it('pages follow nextCursor without overlap or gaps, in both orders, across located and unlocated items', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    const brand = await addBrand(db(), northOf(3));
    const created: string[] = [brand];
    for (let i = 0; i < 9; i++) {
      const wall = await addWall(db(), owner, i % 3 === 0 ? NOWHERE : northOf(i));
      created.push(wall, await addArtist(db(), i % 4 === 0 ? NOWHERE : northOf(i + 0.5)));
      // Same coordinates as the wall: ties on distance are broken by type and id.
      created.push(await addWallProject(db(), wall, i % 3 === 0 ? NOWHERE : northOf(i)));
    }
    const orders: Record<string, number>[] = [
      { limit: 4 },
      { limit: 4, lat: VIEWER.lat, lng: VIEWER.lng },
      { limit: 1, lat: VIEWER.lat, lng: VIEWER.lng },
    ];
    for (const params of orders) {
      const items = await allPages(t.app, params);
      expect(items).toHaveLength(created.length);
      expect(ids(items)).toEqual([...created].sort());
    }
  });

  it('nearest first: many items at one spot are each listed once, in one order whatever the page size', async () => {
    // Stored points at one spot are raised apart by under a tenth of a millimetre (migration 2026_11_28_0900), so a branch's
    // walk of its index stops at its page; rows exactly as near (a person's artist and brand cards, at their one
    // point) are ordered by type, then id. Here 7 walls, 7 artists and one person with both cards share a spot.
    const owner = await addUser(db(), ['wall_owner']);
    const spot = northOf(2);
    const atSpot: string[] = [];
    for (let i = 0; i < 7; i++) atSpot.push(await addWall(db(), owner, spot), await addArtist(db(), spot));
    const both = await addArtist(db(), spot);
    await db().insertInto('accounts').values({ user_id: both, user_type: 'brand' }).execute();
    await db().insertInto('brand_profiles').values({ user_id: both, company_name: 'Both Co' }).execute();
    const unlocated = [
      await addArtist(db(), NOWHERE),
      await addBrand(db(), NOWHERE),
      await addWall(db(), owner, NOWHERE),
    ];
    const near = await addWall(db(), owner, northOf(1));
    const here = { lat: VIEWER.lat, lng: VIEWER.lng };
    const key = (items: { type: string; id: string }[]) => items.map((i) => `${i.type}:${i.id}`);

    const whole = (await discover(t.app, { ...here, limit: 50 })).items;
    expect(whole).toHaveLength(20);
    for (const limit of [1, 3, 4]) expect(key(await allPages(t.app, { ...here, limit }))).toEqual(key(whole));
    expect(whole[0]!.id).toBe(near);
    expect(ids(whole.slice(1, 17))).toEqual([...atSpot, both, both].sort());
    expect(whole.slice(1, 17).every((i) => Math.abs(i.distanceMiles! - 2) < 0.001)).toBe(true);
    const artistCard = whole.findIndex((i) => i.id === both);
    expect(whole[artistCard]!.type).toBe('artist');
    expect(whole[artistCard + 1]).toMatchObject({ type: 'brand', id: both });
    const byTypeThenId = (list: { type: string; id: string }[]) =>
      [...list].sort((a, b) => a.type.localeCompare(b.type) || a.id.localeCompare(b.id)).map((i) => i.id);
    expect(whole.slice(17).map((i) => i.id)).toEqual(byTypeThenId(whole.slice(17)));
    expect(ids(whole.slice(17))).toEqual([...unlocated].sort());
  });

  it('nearest first, a page with room left ends with the items without coordinates, read only when any exist', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    const located = [await addWall(db(), owner, northOf(2)), await addWall(db(), owner, northOf(1))];
    let statements = 0;
    const counted = db().withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements += 1;
        return args.result;
      },
    });
    const walls = async () => {
      statements = 0;
      const query = toDiscoverQuery(ZDiscoverSearchRequest.parse({ ...VIEWER, tab: 'walls' }));
      return (await searchDiscover(counted, query)).map((row) => row.id);
    };
    expect(await walls()).toEqual([...located].reverse());
    expect(statements).toBe(1);
    const unlocated = await addWall(db(), owner, NOWHERE);
    expect(await walls()).toEqual([...located].reverse().concat(unlocated));
    expect(statements).toBe(2);
  });

  it('pages are 20 by default and at most 100', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    for (let i = 0; i < 21; i++) await addWall(db(), owner);
    const first = await discover(t.app);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    expect((await discover(t.app, { cursor: first.nextCursor as string })).items).toHaveLength(1);
    expect((await discoverRaw(t.app, { limit: 101 })).statusCode).toBe(400);
  });
});

describe('map bounds', () => {
  it('keeps items inside the box; items without coordinates only when their fixed map point is inside', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    const inside = await addWall(db(), owner, northOf(1));
    await addWall(db(), owner, northOf(1000));
    const unlocated = await addWall(db(), owner, NOWHERE);
    const box = { south: VIEWER.lat - 0.5, north: VIEWER.lat + 0.5, west: VIEWER.lng - 0.5, east: VIEWER.lng + 0.5 };
    expect(ids((await discover(t.app, box)).items)).toEqual([inside]);
    expect(ids((await discover(t.app, { ...box, lat: VIEWER.lat, lng: VIEWER.lng })).items)).toEqual([inside]);
    const wide = { south: 20, north: NASHVILLE.latitude + 1, west: -100, east: -80 };
    expect(ids((await discover(t.app, wide)).items)).toEqual([inside, unlocated].sort());
  });

  it('needs all four sides', async () => {
    const response = await discoverRaw(t.app, { south: 1, north: 2 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/south, west, north and east/);
  });
});

describe('cards', () => {
  it('each type carries its fields and the page it opens', async () => {
    const owner = await addUser(db(), ['wall_owner'], { first_name: 'Wendy', last_name: 'Walls' });
    const artist = await addArtist(db(), {
      first_name: 'Ana',
      last_name: 'Ruiz',
      location: 'Houston, TX',
      specialties: ['Murals', 'Realism', 'Abstract'],
      rating: 4.25,
    });
    const brand = await addBrand(db(), {
      company_name: 'Copper Roasters',
      industry: 'Food + Beverage',
      past_projects: 7,
    });
    const wall = await addWall(db(), owner, { title: 'Big Wall', view_count: 42 });
    const project = await addBrandProject(db(), brand, { title: 'Launch mural' });
    const wallProject = await addWallProject(db(), wall, { title: 'Wall job' });
    const byId = Object.fromEntries((await discover(t.app)).items.map((i) => [i.id, i]));
    expect(byId[artist]).toMatchObject({
      type: 'artist',
      title: 'Ana Ruiz',
      subtitle: 'Murals, Realism',
      rating: 4.25,
      location: 'Houston, TX',
      href: `/profile/${artist}`,
    });
    expect(byId[brand]).toMatchObject({
      type: 'brand',
      title: 'Copper Roasters',
      subtitle: 'Food + Beverage',
      pastProjects: 7,
      href: `/profile/${brand}`,
    });
    expect(byId[wall]).toMatchObject({
      type: 'wall',
      title: 'Big Wall',
      subtitle: 'Listed by Wendy Walls',
      viewCount: 42,
      href: `/walls/${wall}`,
    });
    expect(byId[project]).toMatchObject({
      type: 'brand_project',
      subtitle: 'Copper Roasters',
      href: `/projects/${project}`,
    });
    expect(byId[wallProject]).toMatchObject({
      type: 'wall_project',
      subtitle: 'Big Wall',
      href: `/wall-projects/${wallProject}`,
    });
  });

  it('falls back for missing images, locations and names instead of breaking', async () => {
    const owner = await addUser(db(), ['wall_owner'], { first_name: null, last_name: null });
    const heroOnly = await addArtist(db(), {
      portfolio_images: [],
      hero_image_url: '/media/hero.png',
      profile_image_url: '/media/me.png',
    });
    const nothing = await addArtist(db(), { first_name: null, last_name: null, location: null });
    const wall = await addWall(db(), owner, { images: ['', '/media/w2.png'], location: null });
    const project = await addWallProject(db(), wall, { images: [] });
    const byId = Object.fromEntries((await discover(t.app)).items.map((i) => [i.id, i]));
    expect(byId[heroOnly]?.image).toBe('/media/hero.png');
    expect(byId[nothing]).toMatchObject({ title: 'Artist', image: null, location: null, subtitle: null, rating: null });
    expect(byId[wall]).toMatchObject({ image: '/media/w2.png', location: null, subtitle: 'Listed by Wall Owner' });
    expect(byId[project]?.image).toBeNull();
  });

  it('artist images come in the order portfolio 1, portfolio 2, hero, profile', async () => {
    const artist = await addArtist(db(), {
      portfolio_images: ['/media/p1.png', '/media/p2.png'],
      hero_image_url: '/media/h.png',
    });
    expect((await discover(t.app)).items.find((i) => i.id === artist)?.image).toBe('/media/p1.png');
  });

  it('a deleted owner takes their items along; users without the matching profile are not listed', async () => {
    const owner = await addUser(db(), ['wall_owner']);
    const wall = await addWall(db(), owner);
    await addWallProject(db(), wall);
    const kept = await addArtist(db());
    await addUser(db(), ['artist']);
    await db().deleteFrom('users').where('id', '=', owner).execute();
    expect(ids((await discover(t.app)).items)).toEqual([kept]);
  });
});

describe('bad input', () => {
  it('rejects a forged cursor, half a position and out-of-range coordinates with 400 naming the field', async () => {
    const forged = await discoverRaw(t.app, { cursor: 'not-a-cursor' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/cursor/);
    expect((await discoverRaw(t.app, { lat: 10 })).json().message).toMatch(/lat and lng/);
    const range = await discoverRaw(t.app, { lat: 95, lng: 0 });
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toMatch(/^lat: /);
  });

  it('is public: works without a session', async () => {
    await addArtist(db());
    expect((await discoverRaw(t.app, {})).statusCode).toBe(200);
  });
});

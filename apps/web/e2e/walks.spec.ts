import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  DESKTOP,
  PHONE,
  compactMenuItem,
  getJson,
  newContext,
  noSidewaysScroll,
  signIn,
  unique,
  type Position,
} from './support';

/**
 * One walk per profile type, on a laptop and on a 360 px phone, the way a newcomer goes: from the header to a
 * posting form, a location picked from the city list (or the device's position), and the result found at once
 * where others look for it: Discover's grid, its map at that city, first when sorted by distance from there.
 * The cities are ones the demo data leaves empty, so "first" means this run's item.
 */
type City = { typed: string; label: RegExp; position: Position };
const BOISE: City = {
  typed: 'Boise',
  label: /^Boise, ID, United States/,
  position: { latitude: 43.6135, longitude: -116.2035 },
};
const EUGENE: City = {
  typed: 'Eugen',
  label: /^Eugene, OR, United States/,
  position: { latitude: 44.0521, longitude: -123.0868 },
};
const SPOKANE: City = {
  typed: 'Spok',
  label: /^Spokane, WA, United States/,
  position: { latitude: 47.6588, longitude: -117.426 },
};
const MISSOULA: City = {
  typed: 'Missou',
  label: /^Missoula, MT, United States/,
  position: { latitude: 46.8721, longitude: -113.994 },
};

const RENO: City = {
  typed: 'Ren',
  label: /^Reno, NV, United States/,
  position: { latitude: 39.5296, longitude: -119.8138 },
};
const ALBUQUERQUE: City = {
  typed: 'Albuq',
  label: /^Albuquerque, NM, United States/,
  position: { latitude: 35.0845, longitude: -106.6511 },
};

/** Each width walks in cities of its own, so its items are the only ones there. */
const RUNS = [
  { viewport: DESKTOP, brandCity: BOISE, ownerCity: SPOKANE, artistCity: RENO },
  { viewport: PHONE, brandCity: EUGENE, ownerCity: MISSOULA, artistCity: ALBUQUERQUE },
];

const cards = (page: Page) => page.getByTestId('discover-card');

async function toast(page: Page, title: string) {
  return page.getByRole('alert').filter({ hasText: title });
}

/** The header's way to a posting form: a link or menu on a laptop, the Menu on a phone. */
async function fromHeader(page: Page, width: number, label: string, laptopMenu: string | null) {
  const header = page.getByRole('banner');
  if (width < 1000) {
    await (await compactMenuItem(page, label)).click();
  } else if (laptopMenu) {
    await header.getByRole('button', { name: laptopMenu }).click();
    await page.getByRole('menuitem', { name: label }).click();
  } else {
    await header.getByRole('link', { name: label }).click();
  }
}

/** Types the start of a city into a location field and picks it from the list. */
async function chooseCity(page: Page, typed: string, option: RegExp) {
  await page.getByRole('textbox', { name: 'Location', exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Sorted by distance from where the viewer stands, the item comes first, 0 miles away (a person's card, in whole
 * miles, reads 'UNDER 1 MI').
 */
async function nearestFirst(page: Page, title: string, distance = '· 0.0 MI') {
  await expect(cards(page).first()).toContainText(title);
  await expect(cards(page).first().getByTestId('discover-card-distance')).toHaveText(distance);
}

/** On the map, centred on the viewer, the item's marker sits at the centre (the city picked). */
async function markerAtCentre(page: Page, title: string) {
  await page.getByText('MAP', { exact: true }).click();
  const map = page.getByTestId('discover-map');
  const marker = map.locator(`.leaflet-marker-icon[title="${title}"]`);
  await expect(marker).toBeVisible();
  // Markers are drawn again as the map settles (fitting, clustering): measure once one stays put.
  await expect(async () => {
    const [box, mapBox] = [await marker.boundingBox(), await map.boundingBox()];
    if (!box || !mapBox) throw new Error('the map and its marker should have boxes');
    const dx = box.x + box.width / 2 - (mapBox.x + mapBox.width / 2);
    const dy = box.y + box.height / 2 - (mapBox.y + mapBox.height / 2);
    expect(Math.hypot(dx, dy), 'the marker sits where the city is').toBeLessThan(60);
  }).toPass({ timeout: 10_000 });
}

for (const { viewport, brandCity, ownerCity, artistCity } of RUNS) {
  test.describe(`at ${viewport.width} px`, () => {
    test('a new artist picks their city while onboarding and is found there, nearest first', async ({
      browser,
      baseURL,
    }) => {
      const context = await newContext(browser, baseURL!, { viewport, position: artistCity.position });
      const registered = await context.request.post('/api/auth/register', {
        data: {
          email: `walk-artist-${unique()}@example.com`,
          password: 'spray-paint-2025',
          firstName: 'Wren',
          lastName: `Walker ${unique()}`,
        },
      });
      expect(registered.status()).toBe(201);
      const { user } = (await registered.json()) as { user: { lastName: string } };
      const page = await context.newPage();

      // Signed in without a profile type: the app asks for one.
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'CREATE YOUR PROFILE' })).toBeVisible();
      await page.getByRole('radio', { name: 'ARTIST' }).click();
      await chooseCity(page, artistCity.typed, artistCity.label);
      await noSidewaysScroll(page, viewport.width);
      await page.getByRole('button', { name: 'CREATE PROFILE' }).click();
      await expect(page).toHaveURL(/\/$/);

      // Seen by a visitor in that city, the new artist leads Discover's artists, 0 miles away (Discover leaves the
      // viewer's own card out, so the artist is not the one to look).
      await context.close();
      const visitor = await newContext(browser, baseURL!, { viewport, position: artistCity.position });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/discover?tab=artists');
      await nearestFirst(visitorPage, user.lastName, '· UNDER 1 MI');
      await visitor.close();
    });

    test('a brand posts a project from the header with a city from the list; Discover shows it at once, on the map there and nearest first', async ({
      browser,
      baseURL,
    }) => {
      const brand = await signIn(browser, baseURL!, DEMO.brand, { viewport, position: brandCity.position });
      const { page } = brand;
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
      const title = `River mural ${unique()}`;

      // Discover first, so its results are cached: posting must refresh them.
      await page.goto('/discover?tab=projects');
      await expect(cards(page).first()).toBeVisible();

      await fromHeader(page, viewport.width, 'POST A PROJECT', null);
      await expect(page).toHaveURL(/\/projects\/create$/);
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Description').first().fill('A river scene along the greenbelt underpass.');
      await chooseCity(page, brandCity.typed, brandCity.label);
      await page.getByLabel('Budget (USD)').fill('4200');
      await pick(page, 'Timeline', '1-2 weeks');
      await noSidewaysScroll(page, viewport.width);
      await page.getByRole('button', { name: 'POST PROJECT' }).click();
      await expect(await toast(page, 'Project')).toBeVisible();
      await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);

      // The project carries the city's coordinates.
      const mine = await getJson<{ items: { title: string; latitude: number | null; longitude: number | null }[] }>(
        brand.context,
        `/api/projects?search=${encodeURIComponent(title)}&limit=5`,
      );
      const posted = mine.items.find((item) => item.title === title);
      expect(posted?.latitude).toBeCloseTo(brandCity.position.latitude, 1);
      expect(posted?.longitude).toBeCloseTo(brandCity.position.longitude, 1);

      // Discover's grid, seen from that city, nearest first: this project leads, 0 miles away. The list was
      // cached before the post and refreshed after it, without a reload.
      await page.getByRole('banner').getByRole('link', { name: 'WallCraft home' }).click();
      await page.getByRole('tab', { name: 'PROJECTS' }).click();
      await nearestFirst(page, title);
      await noSidewaysScroll(page, viewport.width);
      await markerAtCentre(page, title);
      await brand.context.close();
    });

    test('a wall owner lists a wall where they stand and posts a wall project on it, typing no address', async ({
      browser,
      baseURL,
    }) => {
      const owner = await signIn(browser, baseURL!, DEMO.owner, { viewport, position: ownerCity.position });
      const { page } = owner;
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
      const wallTitle = `Side wall ${unique()}`;
      const projectTitle = `Side wall mural ${unique()}`;

      await page.goto('/');
      await fromHeader(page, viewport.width, 'LIST A WALL', 'POST');
      await expect(page).toHaveURL(/\/walls\/create$/);
      await page.getByLabel('Wall Title').fill(wallTitle);
      await page.getByRole('button', { name: 'USE MY LOCATION' }).click();
      await expect(page.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue(ownerCity.label);
      await page.getByLabel('Width (feet)').fill('30');
      await page.getByLabel('Height (feet)').fill('15');
      await pick(page, 'Surface Type', 'BRICK');
      await pick(page, 'Visibility', 'HIGH TRAFFIC');
      await noSidewaysScroll(page, viewport.width);
      await page.getByRole('button', { name: 'LIST WALL' }).click();
      await expect(await toast(page, 'Wall created successfully')).toBeVisible();

      await fromHeader(page, viewport.width, 'POST A WALL PROJECT', 'POST');
      await expect(page).toHaveURL(/\/wall-projects\/create$/);
      await pick(page, 'Wall', wallTitle);
      await expect(page.getByRole('textbox', { name: 'Location', exact: true })).toHaveValue(ownerCity.label);
      await page.getByLabel('Title').fill(projectTitle);
      await page.getByLabel('Budget (USD)').fill('2500');
      await pick(page, 'Timeline', '1-2 weeks');
      await page.getByRole('button', { name: 'POST WALL PROJECT' }).click();
      await expect(await toast(page, 'Wall project posted successfully')).toBeVisible();
      await expect(page).toHaveURL(/\/wall-projects\/[0-9a-f-]{36}$/);

      // Both lead Discover seen from where the owner stands.
      await page.goto('/discover?tab=walls');
      await nearestFirst(page, wallTitle);
      await page.goto('/discover?tab=projects');
      await nearestFirst(page, projectTitle);
      await noSidewaysScroll(page, viewport.width);
      await owner.context.close();
    });
  });
}

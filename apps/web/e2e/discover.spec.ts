import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './support';

// Downtown Houston: the seed scatters a tenth of its items within ~15 miles of it.
const HOUSTON = { latitude: 29.7604, longitude: -95.3698 };

const cards = (page: Page) => page.getByTestId('discover-card');

async function applyFilter(page: Page, category: string, option: string) {
  await page.getByRole('button', { name: /^FILTER/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: category }).click();
  await sheet.getByRole('checkbox', { name: option }).check();
  await sheet.getByRole('button', { name: 'APPLY FILTERS' }).click();
  await expect(sheet).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  // No network in CI: tiles fail fast instead of timing out (the map must work without them).
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test('searching from the header lands on /discover with the text pre-filled and matching results', async ({ page }) => {
  await page.goto('/discover');
  const header = page.getByRole('banner');
  await header.getByRole('textbox', { name: 'Search' }).fill('  Houston  ');
  await header.getByRole('textbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/discover\?search=Houston$/);
  await expect(page.getByRole('textbox', { name: 'Search discover' })).toHaveValue('Houston');
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThan(0);

  await page.getByRole('textbox', { name: 'Search discover' }).fill('zzzz-no-such-thing');
  await page.getByRole('textbox', { name: 'Search discover' }).press('Enter');
  await expect(page.getByText('NO RESULTS')).toBeVisible();
  await expect(page.getByText('Try adjusting your filters')).toBeVisible();

  // The empty grid offers its way out: everything again, the box emptied.
  await page.getByRole('tab', { name: 'WALLS' }).click();
  await expect(page).toHaveURL(/tab=walls/);
  await page.getByRole('button', { name: 'SHOW ALL RESULTS' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await expect(page.getByRole('textbox', { name: 'Search discover' })).toHaveValue('');
  await expect(page.getByRole('tab', { name: 'ALL', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page).first()).toBeVisible();
});

test('filtering by specialty keeps only artists, and the choice is kept in the URL', async ({ page }) => {
  await page.goto('/discover?tab=spaceships');
  await expect(page.getByRole('tab', { name: 'ALL', exact: true })).toHaveAttribute('aria-selected', 'true');
  await applyFilter(page, 'SPECIALTIES', 'Graffiti');
  await expect(page).toHaveURL(/specialties=Graffiti/);
  await expect(page.getByRole('button', { name: 'FILTER (1)' })).toBeVisible();
  // The unfiltered cards stay on screen until the filtered answer arrives: wait for it, not the first card.
  await expect
    .poll(async () => {
      const types = await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-type')));
      return [...new Set(types)];
    })
    .toEqual(['artist']);

  await page.reload();
  await expect(page.getByRole('button', { name: 'FILTER (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'FILTER (1)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'RESET' }).click();
  await expect(page).not.toHaveURL(/specialties=/);
});

test.describe('with the browser position mocked to downtown Houston', () => {
  test.use({ geolocation: HOUSTON, permissions: ['geolocation'] });

  // The 1x seed has nothing within 5 miles of downtown; 5 to 10 miles holds a few walls and projects.
  test('the distance filter keeps only items 5 to 10 miles away, nearest first', async ({ page }) => {
    await page.goto('/discover');
    await applyFilter(page, 'DISTANCE', '5-10 MILES');
    await expect(page).toHaveURL(/distance=5-10/);
    const readMiles = () =>
      cards(page).evaluateAll((nodes) =>
        nodes.map((n) => Number(/· ([\d.]+) MI/.exec(n.textContent ?? '')?.[1] ?? 'NaN')),
      );
    // The unfiltered cards stay on screen until the filtered answer arrives: wait for it, then check each.
    await expect
      .poll(async () => {
        const miles = await readMiles();
        return miles.length > 0 && miles.every((m) => m >= 5 && m <= 10);
      })
      .toBe(true);
    const miles = await readMiles();
    // Nearest first by the exact distance; a person's shows in whole miles (their home is theirs), so it may
    // read up to half a mile off its place in the order.
    miles.forEach((m, i) => expect(m).toBeGreaterThanOrEqual((miles[i - 1] ?? 0) - 0.5));

    // The one page ends by saying how many there were, and offers every result again.
    const end = page.getByTestId('discover-end');
    await expect(end).toContainText(`THAT'S ALL ${miles.length} RESULT`);
    await end.getByRole('button', { name: 'SHOW ALL RESULTS' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('button', { name: 'FILTER', exact: true })).toBeVisible();
  });

  test('the map shows markers without tiles; a marker opens its info card, and the card opens the item', async ({
    page,
  }) => {
    await page.goto('/discover?tab=walls');
    await page.getByText('MAP', { exact: true }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByTestId('discover-map');
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();

    // Clusters open by zooming in; keep clicking until single markers show.
    for (let i = 0; i < 8 && (await map.locator('.wc-map-marker').count()) === 0; i++) {
      await map.locator('.marker-cluster').first().click();
      await page.waitForTimeout(600);
    }
    // A marker still moving with the last zoom's animation can take the click where it was: click again until
    // the card opens.
    const card = page.getByTestId('map-info-card');
    await expect(async () => {
      await map.locator('.wc-map-marker').first().click();
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(card).toHaveCSS('width', '180px');
    await expect(card).toContainText('N/A');

    // Moving the map offers REDO SEARCH, which searches the visible area.
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'REDO SEARCH' }).click();
    await expect(page.getByRole('button', { name: 'REDO SEARCH' })).toBeHidden();
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();

    await card.getByRole('button', { name: /^Open / }).click();
    await expect(page).toHaveURL(/\/walls\/[0-9a-f-]{36}$/);
  });
});

test('when the map code cannot load, the Error: AuthFailure panel replaces the map', async ({ page }) => {
  await page.route(/\/assets\/leaflet-src-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/discover?view=map');
  await expect(page.getByRole('alert').filter({ hasText: 'Error: AuthFailure' })).toBeVisible();
  await page.getByText('GRID', { exact: true }).click();
  await expect(page.getByTestId('discover-card').first()).toBeVisible();
});

test('signed in, the hearts of a page of results learn whether they are saved in one call, not one per card', async ({
  browser,
  baseURL,
}) => {
  const artist = await signIn(browser, baseURL ?? '', DEMO.artist);
  const { page } = artist;
  const procedures: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/trpc/')) procedures.push(...pathname.slice('/trpc/'.length).split(','));
  });
  await page.goto('/discover');
  await expect(cards(page)).toHaveCount(20);
  for (const card of await cards(page).all())
    await expect(card.getByRole('button', { name: /^(Save|Remove from saved)$/ })).toBeEnabled();

  // The page comes drawn by the server, with the answers of its first calls inside it; later ones the browser asks.
  const drawn = await page.evaluate(() => {
    const state = document.getElementById('wc-state')?.textContent;
    const queries = state ? (JSON.parse(state) as { queries: { queryKey: [string[]] }[] }).queries : [];
    return queries.map((query) => query.queryKey[0].join('.'));
  });
  const count = (name: string) => [...procedures, ...drawn].filter((procedure) => procedure === name).length;
  expect(count('saved.list')).toBe(0);
  expect(count('saved.check')).toBeGreaterThanOrEqual(1);
  // One per page of results the grid asked for (a position arriving late can ask again).
  expect(count('saved.check')).toBeLessThanOrEqual(count('discover.search'));
  await artist.context.close();
});

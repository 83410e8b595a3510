import { expect, test, type Page } from '@playwright/test';
import { layoutShifts, recordLayoutShifts } from './support';

/** Seeded demo logins (packages/db/src/seed/people.ts); every seeded user shares the demo password. */
const DEMO_PASSWORD = 'wallcraft-demo';
const ARTIST = 'artist@wallcraft.dev';
const BRAND = 'brand@wallcraft.dev';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText(/^Welcome back, /)).toBeVisible();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const recentlyViewed = (page: Page) => page.getByRole('region', { name: 'Recently Viewed' });

test('an artist opens a brand project, a wall project and its wall, then finds all three in Recently Viewed', async ({
  page,
}) => {
  await signIn(page, ARTIST);
  await expect(page.getByRole('heading', { name: 'Projects For You' })).toBeVisible();
  await expect(page.getByTestId('matches').getByTestId('item-card').first()).toBeVisible();

  await page.goto('/browse/projects');
  await expect(page.getByRole('heading', { name: 'BRAND PROJECTS' })).toBeVisible();
  // The count is every open project on the server, not the page loaded (24 at a time).
  const { total } = (await (await page.request.get('/api/projects?status=open&limit=1')).json()) as {
    total: { count: number; capped: boolean };
  };
  expect(total.count).toBeGreaterThan(0);
  await expect(
    page.getByText(`${total.count.toLocaleString('en-US')} PROJECT(S) FOUND`, { exact: true }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'VIEW PROJECT' }).first().click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByText('PROJECT DETAILS')).toBeVisible();
  await expect(page.getByText('VIEWS', { exact: true })).toBeVisible();
  const projectTitle = (await heading(page).textContent()) ?? '';

  await page.goto('/browse/wall-projects');
  await expect(page.getByRole('heading', { name: 'WALL PROJECTS' })).toBeVisible();
  await page.getByRole('link', { name: 'VIEW PROJECT' }).first().click();
  await expect(page).toHaveURL(/\/wall-projects\/[0-9a-f-]{36}$/);
  await expect(page.getByText('WALL INFORMATION')).toBeVisible();
  const wallProjectTitle = (await heading(page).textContent()) ?? '';
  await expect(page.getByRole('link', { name: 'MESSAGE WALL OWNER' })).toHaveAttribute(
    'href',
    /\/messages\?userId=[0-9a-f-]{36}$/,
  );

  // The WALL INFORMATION card links to the wall itself.
  await page.locator('a[href^="/walls/"]').first().click();
  await expect(page).toHaveURL(/\/walls\/[0-9a-f-]{36}$/);
  // The wall project's page also shows a size and WALL OWNER: wait for what only the wall's own page draws,
  // so the heading read below is the wall's and not the page being left.
  await expect(page.getByTestId('wall-size')).toHaveText(/ × .* FT$/);
  await expect(page.getByText('WALL OWNER', { exact: true })).toBeVisible();
  const wallTitle = (await heading(page).textContent()) ?? '';

  await page.getByRole('link', { name: 'DASHBOARD' }).first().click();
  // The demo data already holds some history: the three just opened come first, newest first, of at most 8.
  const cards = recentlyViewed(page).getByTestId('item-card');
  await expect(cards.nth(0)).toHaveAccessibleName(`WALL: ${wallTitle}`);
  await expect(cards.nth(1)).toHaveAccessibleName(`WALL PROJECT: ${wallProjectTitle}`);
  await expect(cards.nth(2)).toHaveAccessibleName(`BRAND PROJECT: ${projectTitle}`);

  // Opening the project again moves it to the front rather than adding a second card.
  await cards.nth(2).click();
  await expect(heading(page)).toHaveText(projectTitle);
  await page.getByRole('link', { name: 'DASHBOARD' }).first().click();
  await expect(cards.nth(0)).toHaveAccessibleName(`BRAND PROJECT: ${projectTitle}`);
  await expect(cards.nth(1)).toHaveAccessibleName(`WALL: ${wallTitle}`);
  await expect(cards.filter({ hasText: projectTitle })).toHaveCount(1);
  expect(await cards.count()).toBeLessThanOrEqual(8);

  // VIEW ALL opens the whole history on a page of its own, in the same order.
  await recentlyViewed(page)
    .getByRole('link', { name: /VIEW ALL/i })
    .click();
  await expect(page).toHaveURL(/\/recently-viewed$/);
  await expect(page.getByRole('heading', { name: 'RECENTLY VIEWED' })).toBeVisible();
  const all = page.getByTestId('recently-viewed').getByTestId('item-card');
  await expect(all.nth(0)).toHaveAccessibleName(`BRAND PROJECT: ${projectTitle}`);
  await expect(all.nth(1)).toHaveAccessibleName(`WALL: ${wallTitle}`);
});

test('an artist applies to an open project through the dialog and then sees APPLIED', async ({ page }) => {
  await signIn(page, ARTIST);
  const projects: { id: string }[] = (await (await page.request.get('/api/projects?limit=100')).json()).items;
  const mine: { items: { projectId: string | null }[] } = await (
    await page.request.get('/api/applications/my-applications?limit=100')
  ).json();
  const applied = new Set(mine.items.map((application) => application.projectId));
  const target = projects.find((project) => !applied.has(project.id));
  expect(target, 'a seeded open project the demo artist has not applied to').toBeDefined();

  await page.goto(`/projects/${target?.id}`);
  await page.getByRole('button', { name: 'APPLY TO PROJECT' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Message (optional)').fill('I paint big, bold letters. Happy to send sketches.');
  await dialog.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();

  await expect(page.getByText('Application Submitted')).toBeVisible();
  await expect(page.getByText('Your application has been sent successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'APPLIED' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('button', { name: 'APPLIED' })).toBeDisabled();
});

test('a brand sees artists as matches and no apply button on a project', async ({ page }) => {
  await signIn(page, BRAND);
  await expect(page.getByRole('heading', { name: 'Artists For You' })).toBeVisible();
  const matches = page.getByTestId('matches').getByTestId('item-card');
  await expect(matches.first()).toHaveAccessibleName(/^ARTIST: /);
  expect(await matches.count()).toBeLessThanOrEqual(8);

  await page.goto('/browse/projects');
  await page.getByRole('link', { name: 'VIEW PROJECT' }).first().click();
  await expect(page.getByText('PROJECT DETAILS')).toBeVisible();
  await expect(page.getByRole('button', { name: 'APPLY TO PROJECT' })).toHaveCount(0);
});

test('a signed-out visitor can open a wall, is offered LOGIN TO CONTACT, and unknown ids show the NOT FOUND screens', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'DISCOVER' }).last()).toBeVisible();

  const walls: { id: string; title: string }[] = (await (await page.request.get('/api/walls?limit=1')).json()).items;
  const wall = walls[0];
  expect(wall).toBeDefined();
  await page.goto(`/walls/${wall?.id}`);
  await expect(heading(page)).toHaveText(wall?.title ?? '');
  // Signing in brings the visitor back to this wall.
  await page.getByRole('link', { name: 'LOGIN TO CONTACT' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/walls/${wall?.id}`)}`);

  await page.goto(`/projects/${UNKNOWN_ID}`);
  await expect(page.getByRole('heading', { name: 'PROJECT NOT FOUND' })).toBeVisible();
  await page.getByRole('link', { name: 'BROWSE PROJECTS' }).isVisible();
  await page.goto(`/wall-projects/${UNKNOWN_ID}`);
  await expect(page.getByRole('heading', { name: 'WALL PROJECT NOT FOUND' })).toBeVisible();
  await page.goto('/walls/not-an-id');
  await expect(page.getByRole('heading', { name: 'WALL NOT FOUND' })).toBeVisible();
});

test('on a phone, a browse list holds the line of its count while it loads: nothing under the header moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await recordLayoutShifts(page);
  for (const [path, found] of [
    ['/browse/walls', /WALL\(S\) FOUND/],
    ['/browse/projects', /PROJECT\(S\) FOUND/],
    ['/browse/wall-projects', /PROJECT\(S\) FOUND/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(found)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page), path).toEqual([]);
  }
});

test('searching the walls keeps the last results on screen, dimmed, until the new ones arrive', async ({ page }) => {
  const walls = (await (await page.request.get('/api/walls?limit=1')).json()) as { items: { title: string }[] };
  const wanted = walls.items[0]?.title;
  if (!wanted) throw new Error('the demo data has no walls');
  await page.goto('/browse/walls');
  const cards = page.getByTestId('wall-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  expect(shown).toBeGreaterThan(1);

  // The search's answer is held back: meanwhile the walls already shown stay, marked busy.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const searched = (url: URL) =>
    url.pathname.includes('walls.list') && (url.searchParams.get('input') ?? '').includes('search');
  await page.route(searched, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Search walls' }).fill(wanted);
  const grid = page.locator('[aria-label="Walls"][aria-busy="true"]');
  await expect(grid).toBeVisible();
  await expect(cards).toHaveCount(shown);
  release();
  await expect(grid).toHaveCount(0);
  await expect(cards.filter({ hasNotText: wanted })).toHaveCount(0);
  await expect(cards.first()).toContainText(wanted);
});

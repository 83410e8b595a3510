import { expect, test, type Page } from '@playwright/test';
import { DEMO, chooseFile, png, signIn } from './support';

// The seed accepts the demo artist on open projects, among them the demo brand's and the demo wall owner's, so
// she has something to start that one of them watches.
const ARTIST_EMAIL = DEMO.artist;

const START = { latitude: 29.75, longitude: -95.36 };
/** 1.35 km from START: far enough for the owner to see it. */
const MOVED = { latitude: 29.7612, longitude: -95.3655 };
const shown = (point: { latitude: number; longitude: number }) =>
  `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;

type Trackable = {
  projectId: string;
  projectType: 'brand_project' | 'wall_project';
  title: string;
  status: string;
  ownerId: string;
};

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${name} fits a 360 px phone`).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
}

test('the artist starts an accepted project and the owner watches the position move live', async ({
  browser,
  baseURL,
}) => {
  const artist = await signIn(browser, baseURL!, ARTIST_EMAIL, { position: START });
  const listed = await artist.context.request.get('/api/tracking/projects');
  expect(listed.ok()).toBe(true);
  const owners = [await signIn(browser, baseURL!, DEMO.brand), await signIn(browser, baseURL!, DEMO.owner)];
  const project = ((await listed.json()) as { items: Trackable[] }).items.find(
    (item) => item.status === 'open' && owners.some(({ id }) => id === item.ownerId),
  );
  if (!project) throw new Error('The seed should give the demo artist an accepted open project of a demo owner');
  const owner = owners.find(({ id }) => id === project.ownerId)!;

  await artist.page.goto('/tracking');
  const card = artist.page.getByTestId('trackable-project').filter({ hasText: project.title });
  await expect(card.getByText('READY TO START')).toBeVisible();
  await shoot(artist.page, 'tracking-ready');
  await card.getByRole('button', { name: 'START PROJECT' }).click();

  const session = artist.page.getByTestId('tracking-session').filter({ hasText: project.title });
  await expect(session.getByTestId('tracking-status')).toHaveText('ACTIVE');
  await expect(session.getByText('START LOCATION')).toBeVisible();
  await expect(session.getByText('DESTINATION')).toBeVisible();
  await expect(session.getByText(shown(START)).first()).toBeVisible();
  await expect(session.getByTestId('tracking-map')).toBeVisible();

  await owner.page.goto(
    project.projectType === 'brand_project' ? `/projects/${project.projectId}` : `/wall-projects/${project.projectId}`,
  );
  const live = owner.page.getByTestId('live-card');
  // Where the artist set off (often their home) is theirs: the owner sees them from 1 km away from it.
  await expect(live.getByTestId('live-position')).toHaveText(
    'Setting off — position shown once the artist is 1 km from their start',
  );

  // The device moves: the artist's page posts it (at most one a second) and the owner's marker follows.
  await artist.context.setGeolocation(MOVED);
  // The owner reads how far the artist is from the site, not coordinates.
  await expect(live.getByTestId('live-position')).toHaveText(/^(About .+ away \(\d+\.\d mi\)|Arriving)$/, {
    timeout: 15_000,
  });
  await expect(session.getByText(shown(MOVED))).toBeVisible();
  await shoot(owner.page, 'tracking-owner-live');

  await session.getByRole('button', { name: 'PAUSE' }).click();
  await expect(session.getByTestId('tracking-status')).toHaveText('PAUSED');
  await expect(live.getByTestId('live-position')).toHaveText('Paused — position hidden until work resumes');
  await session.getByRole('button', { name: 'RESUME' }).click();
  await expect(session.getByTestId('tracking-status')).toHaveText('ACTIVE');
  await expect(live.getByTestId('tracking-status')).toHaveText('ACTIVE');
  await shoot(artist.page, 'tracking-session');

  await session.getByRole('button', { name: 'COMPLETE PROJECT' }).click();
  const completing = artist.page.getByRole('dialog', { name: 'COMPLETE PROJECT' });
  await chooseFile(artist.page, completing.getByRole('button', { name: 'Upload Final photos' }), {
    name: 'final.png',
    mimeType: 'image/png',
    buffer: png(8, 8),
  });
  await expect(completing.getByTestId('image-upload-preview')).toHaveCount(1);
  await completing.getByRole('button', { name: 'COMPLETE PROJECT' }).click();
  await expect(artist.page.getByText('PROJECT COMPLETED')).toBeVisible();
  await expect(session).toHaveCount(0);
  await expect(live).toHaveCount(0);

  for (const { context } of owners) await context.close();
  await artist.context.close();
});

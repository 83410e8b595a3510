import { expect, test, type BrowserContext } from '@playwright/test';
import { DEMO, newContext, signIn, signUp, unique } from './support';

/**
 * Issue 34 §4 "First impressions", part B: a brand appears as its company, Discover leaves out the viewer's own
 * card and shows budgets, a refused position reads as a request, and wall sizes follow the person's unit.
 */

async function post(context: BrowserContext, path: string, data: object) {
  const response = await context.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

test('a brand shows as its company on its project card, in a conversation and not to itself in Discover', async ({
  browser,
  baseURL,
}) => {
  const company = `Acme Paints ${unique()}`;
  const brand = await signUp(browser, baseURL!, { firstName: 'Dana', lastName: 'Lee', userType: 'brand' });
  await post(brand.context, `/api/brands/${brand.id}/profile`, {
    companyName: company,
    industry: 'RETAIL',
    budget: '40000',
  });
  const title = `Acme launch wall ${unique()}`;
  await post(brand.context, '/api/projects', { title, location: 'Houston, TX', budget: '2500' });

  const artist = await signIn(browser, baseURL!, DEMO.artist);
  const { page } = artist;
  await page.goto('/browse/projects');
  const card = page.getByTestId('project-card').filter({ hasText: title });
  await expect(card.getByTestId('project-card-owner')).toHaveText(company);

  await post(brand.context, '/api/messages', { receiverId: artist.id, content: 'Hello from Acme' });
  await page.goto(`/messages?userId=${brand.id}`);
  await expect(page.getByTestId('thread-name')).toHaveText(`${company} · Dana Lee`);

  // Discover: the artist finds the brand's card and the project with its budget; the brand does not find itself.
  await page.goto(`/discover?tab=brands&search=${encodeURIComponent(company)}`);
  await expect(page.getByTestId('discover-card').filter({ hasText: company.toUpperCase() })).toHaveCount(1);
  await page.goto(`/discover?tab=projects&search=${encodeURIComponent(title)}`);
  const projectCard = page.getByTestId('discover-card').filter({ hasText: title.toUpperCase() });
  await expect(projectCard.getByTestId('discover-card-figure')).toHaveText('BUDGET $2,500');

  await brand.page.goto(`/discover?tab=brands&search=${encodeURIComponent(company)}`);
  await expect(brand.page.getByText('Try adjusting your filters')).toBeVisible();
  await expect(brand.page.getByTestId('discover-card')).toHaveCount(0);
  await brand.context.close();
  await artist.context.close();
});

test('without permission to read the position, Discover asks to turn location on', async ({ browser, baseURL }) => {
  const context = await newContext(browser, baseURL!);
  await context.clearPermissions();
  const page = await context.newPage();
  await page.goto('/discover');
  await expect(page.getByRole('status').filter({ hasText: 'Turn on location to sort by distance' })).toBeVisible();
  await expect(page.getByText(/denied|Geolocation/i)).toHaveCount(0);
  await context.close();
});

test('feet or metres is one choice: wall cards, the wall page, its form and the estimator follow it', async ({
  browser,
  baseURL,
}) => {
  const owner = await signUp(browser, baseURL!, { firstName: 'Una', lastName: 'Unit', userType: 'wall_owner' });
  const title = `Unit wall ${unique()}`;
  const wall = await post(owner.context, '/api/walls', {
    title,
    location: 'Houston, TX',
    width: 40.5,
    height: 12,
    surfaceType: 'brick',
  });
  const { page } = owner;
  await page.goto(`/walls/${wall.id}`);
  await expect(page.getByTestId('wall-size')).toHaveText('40.5 × 12 FT');

  await page.goto('/settings');
  const units = page.getByRole('region', { name: 'Units' });
  await units.getByLabel('Metres').check();
  await units.getByRole('button', { name: 'SAVE Units' }).click();
  await expect(page.getByText('Wall sizes now show in metres.')).toBeVisible();

  await page.goto(`/walls/${wall.id}`);
  await expect(page.getByTestId('wall-size')).toHaveText('12.3 × 3.7 M');
  await page.getByRole('button', { name: 'ESTIMATE SUPPLIES' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Width (m)')).toHaveValue('12.34');
  await expect(dialog.getByTestId('estimate-breakdown')).toContainText('45.2 M²');
  await page.keyboard.press('Escape');

  await page.goto('/browse/walls');
  await expect(page.getByTestId('wall-card').filter({ hasText: title }).getByTestId('wall-size')).toHaveText(
    '12.3 × 3.7 M',
  );
  await page.goto('/walls/create');
  await expect(page.getByLabel('Width (metres)')).toBeVisible();
  await owner.context.close();
});

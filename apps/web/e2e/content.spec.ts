import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { typeCity } from './support';

/**
 * Issue 3, "Done when": a new user lists a wall with an uploaded image, posts a wall project on it, finds
 * both in the lists and on their public profile, adds an artist profile, fills settings, saves a wall and a
 * brand and finds them under /saved.
 */

const PASSWORD = 'spray-paint-2025';
const uniqueEmail = () => `e2e-content-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

/** A real 24 × 24 PNG (the upload check refuses anything that is not an image). */
function pngFile(): { name: string; mimeType: string; buffer: Buffer } {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(data.length + 12);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), data.length + 8);
    return out;
  };
  const size = 24;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.concat(
    Array.from({ length: size }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0xe9)])),
  );
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'wall.png', mimeType: 'image/png', buffer };
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a new wall owner lists a wall and a wall project, then as an artist saves a wall and a brand', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const wallTitle = `Dock wall ${Date.now()}`;
  const projectTitle = `Sunrise mural ${Date.now()}`;

  // Sign up and create a wall owner profile: onboarding lands on /walls/create.
  await page.goto('/login');
  await page.getByRole('tab', { name: 'SIGN UP' }).click();
  await page.getByLabel('First name').fill('Wanda');
  await page.getByLabel('Last name').fill('Walls');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/create-profile$/);
  await page.getByRole('radio', { name: 'WALL OWNER' }).click();
  await page.getByLabel('First name').fill('Wanda');
  await page.getByLabel('Last name').fill('Walls');
  await typeCity(page, 'Houston, TX');
  await page.getByRole('button', { name: 'CREATE PROFILE' }).click();
  await expect(page).toHaveURL(/\/walls\/create$/);
  const me = (await (await page.request.get('/api/auth/user')).json()).user as { id: string };

  // List a wall: required fields are named, then every field, an uploaded image and a map pin.
  await expect(page.getByRole('heading', { name: 'List a New Wall' })).toBeVisible();
  await page.getByRole('button', { name: 'LIST WALL' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Location is required')).toBeVisible();
  await page.getByLabel('Wall Title').fill(wallTitle);
  await page.getByLabel('Description').first().fill('A long brick wall facing the farmers market.');
  await page.getByLabel('Location').fill('Houston, TX');
  await page.getByLabel('Address').fill('1 Market St');
  await page.getByLabel('Width (feet)').fill('40.5');
  await page.getByLabel('Height (feet)').fill('12');
  await pick(page, 'Surface Type', 'BRICK');
  await pick(page, 'Visibility', 'HIGH TRAFFIC');
  await page.locator('input[type="file"]').first().setInputFiles(pngFile());
  await expect(page.getByTestId('image-upload-preview')).toHaveCount(1);
  await page.getByTestId('map-pin-picker').click();
  await expect(page.getByLabel('Latitude')).not.toHaveValue('');
  await page.getByRole('button', { name: 'LIST WALL' }).click();
  await expect(toast(page, 'Wall created successfully')).toContainText('Your wall has been listed on the marketplace');
  await expect(page).toHaveURL(/\/browse\/walls$/);
  const wallCard = page.getByTestId('wall-card').filter({ hasText: wallTitle });
  await expect(wallCard).toContainText('40.5 × 12 FT');
  await expect(wallCard.locator('img')).toHaveAttribute('src', /.+/);

  // Post a wall project on it: the location comes from the wall.
  await page.goto('/wall-projects/create');
  await pick(page, 'Wall', wallTitle);
  await expect(page.getByLabel('Location')).toHaveValue('Houston, TX');
  await page.getByLabel('Title').fill(projectTitle);
  await page.getByLabel('Budget (USD)').fill('2500');
  await pick(page, 'Timeline', '1-2 weeks');
  await page.getByRole('button', { name: 'POST WALL PROJECT' }).click();
  await expect(toast(page, 'Wall project posted successfully')).toBeVisible();
  // The owner lands on the new project's page.
  await expect(page).toHaveURL(/\/wall-projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: projectTitle, level: 1 })).toBeVisible();

  // Both show on the public profile.
  await page.goto(`/profile/${me.id}`);
  await expect(page.getByText(wallTitle).first()).toBeVisible();
  await expect(page.getByText(projectTitle).first()).toBeVisible();

  // Add an artist profile and fill settings.
  await page.goto('/add-account');
  await page.getByRole('button', { name: 'ARTIST', exact: true }).click();
  await expect(page).toHaveURL(/\/setup\/artist\?accountId=.+/);
  await page.getByRole('button', { name: 'COMPLETE PROFILE' }).click();
  await expect(page.getByRole('button', { name: 'Switch profile' })).toContainText('ARTIST');
  await page.goto('/settings');
  await page.getByLabel('Bio').fill('Painting big walls since 2010.');
  await page.getByRole('button', { name: 'SAVE Profile Information' }).click();
  await expect(toast(page, 'PROFILE UPDATED')).toBeVisible();

  // An artist may not post projects.
  await page.goto('/projects/create');
  await expect(toast(page, 'Access Denied')).toContainText('Only brands can post projects');
  await expect(page).toHaveURL(/\/$/);

  // Save a seeded wall (found by the browse search) and a seeded brand (from its profile).
  const walls = (
    (await (await page.request.get('/api/walls?limit=50')).json()) as {
      items: { id: string; title: string; ownerId: string }[];
    }
  ).items;
  const seededWall = walls.find((wall) => wall.ownerId !== me.id);
  if (!seededWall) throw new Error('the demo data has no walls');
  await page.goto('/browse/walls');
  await page.getByRole('textbox', { name: 'Search walls' }).fill(seededWall.title);
  // Pressed in the search's results, not in the list it replaces.
  await expect(page.getByTestId('wall-card').filter({ hasNotText: seededWall.title })).toHaveCount(0);
  const seededCard = page.getByTestId('wall-card').filter({ hasText: seededWall.title }).first();
  await seededCard.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Saved')).toContainText('Added to your saved items!');

  const projects = (
    (await (await page.request.get('/api/projects?limit=1')).json()) as {
      items: { owner: { id: string; displayName: string } }[];
    }
  ).items;
  const brand = projects[0]?.owner;
  if (!brand) throw new Error('the demo data has no brand projects');
  await page.goto(`/profile/${brand.id}`);
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  await expect(toast(page, 'Saved')).toContainText('Added to your saved items!');
  await expect(page.getByRole('button', { name: 'SAVED', exact: true })).toBeVisible();

  // Both are under /saved, which the toast links to, in their tabs, with the wall linking to /wall/{id}.
  await toast(page, 'Saved').getByRole('link', { name: 'VIEW SAVED' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('tab', { name: 'ALL (2)' })).toBeVisible();
  await page.getByRole('tab', { name: 'WALLS (1)' }).click();
  await expect(page.getByRole('link', { name: seededWall.title }).first()).toHaveAttribute(
    'href',
    `/wall/${seededWall.id}`,
  );
  await page.getByRole('tab', { name: 'BRANDS (1)' }).click();
  await expect(page.getByTestId('saved-card')).toContainText(brand.displayName);
  await page.getByRole('tab', { name: 'PROJECTS (0)' }).click();
  await expect(page.getByText('NO SAVED PROJECTS')).toBeVisible();

  // Unsave from the saved screen.
  await page.getByRole('tab', { name: 'BRANDS (1)' }).click();
  await page.getByRole('button', { name: `Unsave ${brand.displayName}` }).click();
  await expect(toast(page, 'Removed')).toContainText('Removed from your saved items');
  await expect(page.getByRole('tab', { name: 'ALL (1)' })).toBeVisible();
});

test('a wall owner without walls is offered to list one, and a brand is turned away from the wall project form', async ({
  page,
}) => {
  const register = async (userType: string) => {
    const response = await page.request.post('/api/auth/register', {
      data: { email: uniqueEmail(), password: PASSWORD, firstName: 'Nia', lastName: 'Test' },
    });
    const { user } = (await response.json()) as { user: { id: string } };
    await page.request.patch(`/api/users/${user.id}`, { data: { userType, location: 'Austin, TX' } });
  };
  await register('wall_owner');
  await page.goto('/wall-projects/create');
  await expect(page.getByRole('heading', { name: 'NO WALLS FOUND' })).toBeVisible();
  await page.getByRole('link', { name: 'LIST A WALL' }).click();
  await expect(page).toHaveURL(/\/walls\/create$/);

  await page.request.post('/api/auth/logout');
  await register('brand');
  await page.goto('/wall-projects/create');
  await expect(toast(page, 'Access Denied')).toContainText('Only wall owners can post wall projects');
  await expect(page).toHaveURL(/\/$/);
});

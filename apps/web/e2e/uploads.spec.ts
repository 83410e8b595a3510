import { expect, test, type Page, type Route } from '@playwright/test';
import { chooseFile, typeCity, png, unique } from './support';

const PASSWORD = 'spray-paint-2025';

async function signUpAsArtist(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'SIGN UP' }).click();
  await page.getByLabel('First name').fill('Uma');
  await page.getByLabel('Last name').fill('Loader');
  await page.getByLabel('Email').fill(`e2e-uploads-${unique()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).toHaveURL(/\/create-profile$/);
  await page.getByRole('radio', { name: 'ARTIST' }).click();
  await page.getByLabel('First name').fill('Uma');
  await page.getByLabel('Last name').fill('Loader');
  await typeCity(page, 'Houston, TX');
  await page.getByRole('button', { name: 'CREATE PROFILE' }).click();
  await expect(page.getByText('Welcome to WallCraft, Uma!')).toBeVisible();
}

test('an image uploaded through the widget is stored, served and previewed; an oversize file is refused', async ({
  page,
}) => {
  await signUpAsArtist(page);
  await page.goto('/settings');
  const images = page.getByRole('region', { name: 'Images' });

  await chooseFile(page, page.getByRole('button', { name: 'Upload Profile image' }), {
    name: 'me.png',
    mimeType: 'image/png',
    buffer: png(48, 32, [0xe9, 0x1e, 0x63]),
  });
  const preview = images.getByRole('img', { name: 'Uploaded image' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
  // The browser decoded what the server stored: it is the real image, not an error page.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);

  await images.getByRole('button', { name: 'Remove image' }).click();
  await expect(images.getByTestId('image-upload-preview')).toHaveCount(0);

  const oversize = Buffer.concat([png(4, 4, [0xe9, 0x1e, 0x63]), Buffer.alloc(10 * 1024 * 1024)]);
  await chooseFile(page, page.getByRole('button', { name: 'Upload Hero image' }), {
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: oversize,
  });
  await expect(images.getByRole('alert')).toHaveText('File size must be less than 10MB');
  await expect(images.getByTestId('image-upload-preview')).toHaveCount(0);
});

test('an upload on its way shows its progress and can be cancelled, leaving nothing behind', async ({ page }) => {
  await signUpAsArtist(page);
  await page.goto('/settings');
  const images = page.getByRole('region', { name: 'Images' });
  // The PUT of the bytes is held, as on a slow connection, until the test lets go.
  let held: Route | null = null;
  await page.route(
    (url) => url.pathname.startsWith('/media/uploads/'),
    async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      held = route;
    },
  );
  await chooseFile(page, page.getByRole('button', { name: 'Upload Profile image' }), {
    name: 'slow.png',
    mimeType: 'image/png',
    buffer: png(48, 32),
  });
  await expect(images.getByText(/^\d+%$/)).toBeVisible();
  await expect.poll(() => held !== null).toBe(true);
  await images.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page.getByText('Upload cancelled')).toBeVisible();
  await expect(images.getByText(/^\d+%$/)).toHaveCount(0);
  await expect(images.getByTestId('image-upload-preview')).toHaveCount(0);
  await (held as Route | null)?.abort().catch(() => undefined);
});

test('background verification starts from settings and shows as in progress', async ({ page }) => {
  await signUpAsArtist(page);
  await page.goto('/settings');
  const panel = page.getByRole('region', { name: 'Background Verification' });
  await expect(panel).toContainText('$49.99');
  await panel.getByRole('button', { name: /START VERIFICATION/ }).click();
  await expect(page.getByText('VERIFICATION INITIATED')).toBeVisible();
  await expect(panel.getByText('VERIFICATION IN PROGRESS')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Background Verification' }).getByText('VERIFICATION IN PROGRESS'),
  ).toBeVisible();
});

test('a portfolio photo is shown from its resized copy once the job has made it', async ({ page }) => {
  test.slow();
  await signUpAsArtist(page);
  await page.goto('/settings');
  const gallery = page.getByRole('region', { name: 'Gallery Images' });
  await chooseFile(page, gallery.getByRole('button', { name: 'Upload Portfolio images' }), {
    name: 'mural.png',
    mimeType: 'image/png',
    buffer: png(1600, 1000, [0x00, 0xbc, 0xd4]),
  });
  await expect(gallery.getByRole('img', { name: 'Uploaded image' })).toBeVisible();
  await gallery.getByRole('button', { name: 'SAVE Gallery Images' }).click();
  await expect(page.getByText('GALLERY UPDATED')).toBeVisible();

  const me = (await (await page.request.get('/api/auth/user')).json()).user as { id: string };
  await page.goto(`/profile/${me.id}`);
  const photo = page.getByRole('img', { name: 'Portfolio image 1' });
  await expect(photo).toHaveAttribute('srcset', /\.w320\.webp 320w, .+\.w640\.webp 640w$/);
  const src = await photo.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return img.currentSrc;
  });
  expect(src).toMatch(/\.w640\.webp$/);
  // Until the copy exists its address redirects to the original (a PNG, not kept by the browser): the address alone
  // says nothing, what it serves does.
  await expect
    .poll(async () => (await page.request.get(src)).headers()['content-type'], { timeout: 30_000, intervals: [1000] })
    .toBe('image/webp');
  // A reload then shows the copy itself.
  const [shown] = await Promise.all([page.waitForResponse(src), page.reload()]);
  expect(shown.headers()['content-type']).toBe('image/webp');
  await expect(photo).toBeVisible();
});

import { expect, test, type Page, type Route } from '@playwright/test';
import { chooseFile, png, unique } from './support';

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
  await page.getByLabel('Location').fill('Houston, TX');
  await page.getByRole('button', { name: 'CREATE PROFILE' }).click();
  await expect(page.getByText('Welcome back, Uma!')).toBeVisible();
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

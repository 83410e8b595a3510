import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'spray-paint-2025';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG, drawn here so the test needs no fixture file: a solid magenta block. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [0xe9, 0x1e, 0x63]).flat()),
  ]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signUpAsArtist(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'SIGN UP' }).click();
  await page.getByLabel('First name').fill('Uma');
  await page.getByLabel('Last name').fill('Loader');
  await page
    .getByLabel('Email')
    .fill(`e2e-uploads-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`);
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

async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

test('an image uploaded through the widget is stored, served and previewed; an oversize file is refused', async ({
  page,
}) => {
  await signUpAsArtist(page);
  await page.goto('/settings');
  const images = page.getByRole('region', { name: 'Images' });

  await chooseFile(page, 'Upload Profile image', { name: 'me.png', mimeType: 'image/png', buffer: png(48, 32) });
  const preview = images.getByRole('img', { name: 'Uploaded image' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
  // The browser decoded what the server stored: it is the real image, not an error page.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);

  await images.getByRole('button', { name: 'Remove image' }).click();
  await expect(images.getByTestId('image-upload-preview')).toHaveCount(0);

  const oversize = Buffer.concat([png(4, 4), Buffer.alloc(10 * 1024 * 1024)]);
  await chooseFile(page, 'Upload Hero image', { name: 'huge.png', mimeType: 'image/png', buffer: oversize });
  await expect(images.getByRole('alert')).toHaveText('File size must be less than 10MB');
  await expect(images.getByTestId('image-upload-preview')).toHaveCount(0);
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

import { expect, test, type Page } from '@playwright/test';

const PASSWORD = 'spray-paint-2025';
const DEMO_PASSWORD = 'wallcraft-demo';

function uniqueEmail(): string {
  return `e2e-profiles-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A new account through the API (the browser context shares its cookie), then onboarding in the UI. */
async function signUp(page: Page, firstName: string): Promise<string> {
  const response = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail(), password: PASSWORD, firstName, lastName: 'Tester' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).user.id as string;
}

async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
}

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-root').filter({ hasText: title });

/** Sees the toast, then closes it, so the next save's toast cannot be mistaken for this one. */
async function seeToastAndClose(page: Page, title: string) {
  const shown = toast(page, title);
  await expect(shown).toBeVisible();
  await shown.getByRole('button').click();
  await expect(shown).toHaveCount(0);
}

test('SKIP FOR NOW gives a minimal profile of the chosen type, and the dashboard asks for the rest', async ({
  page,
}) => {
  const response = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail(), password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  await page.goto('/');
  await expect(page).toHaveURL(/\/create-profile$/);

  // Skipping needs a type: the app has to know what to show.
  await page.getByRole('button', { name: 'SKIP FOR NOW' }).click();
  await expect(page.getByText('Choose what you are first; the rest can wait')).toBeVisible();
  await page.getByRole('radio', { name: 'WALL OWNER' }).click();
  await page.getByRole('button', { name: 'SKIP FOR NOW' }).click();

  await expect(page).toHaveURL(/\/$/);
  const prompt = page.getByRole('region', { name: 'Finish your profile' });
  await expect(prompt).toContainText('Add your first name, last name and location');
  await prompt.getByRole('link', { name: 'FINISH PROFILE' }).click();
  await expect(page).toHaveURL(/\/setup\/wall_owner$/);
  await page.getByLabel('First name').fill('Sky');
  await page.getByLabel('Last name').fill('Walker');
  await page.getByLabel('Location').fill('Austin, TX');
  // The city's suggestion opens over the fields below; a person picks it (clicking past it would pick it anyway).
  await page.getByRole('option', { name: 'Austin, TX, United States' }).click();
  await page.getByRole('button', { name: 'CONTINUE TO ADD WALL' }).click();
  await expect(page).toHaveURL(/\/walls\/create$/);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'YOUR DASHBOARD' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Finish your profile' })).toHaveCount(0);
});

test('a new user onboards as a brand: the required brand fields are checked beside each field, then the profile is created', async ({
  page,
}) => {
  const id = await signUp(page, 'Bree');
  await page.goto('/create-profile');
  await expect(page.getByRole('heading', { name: 'CREATE YOUR PROFILE' })).toBeVisible();
  await page.getByRole('radio', { name: 'BRAND' }).click();
  await page.getByLabel('Location').fill('Houston, TX');
  await expect(page.getByRole('combobox', { name: 'Company size' })).toHaveValue('Medium (51-200)');
  await expect(page.getByRole('combobox', { name: 'Timeline' })).toHaveValue('1-3 months');
  await page.getByRole('button', { name: 'CREATE PROFILE' }).click();

  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Industry is required')).toBeVisible();
  await expect(page.getByText('Budget is required')).toBeVisible();
  await expect(page).toHaveURL(/\/create-profile$/);

  await page.getByLabel('Company name').fill('Fizz Cola');
  await page.getByLabel('Industry').fill('Food + Beverage');
  await page.getByLabel('Budget (USD)').fill('lots');
  await page.getByRole('button', { name: 'CREATE PROFILE' }).click();
  await expect(
    page.getByText('Budget must be an amount in US dollars from 0 to 10,000,000, e.g. 5000 or 5000.50'),
  ).toBeVisible();

  await page.getByLabel('Budget (USD)').fill('$5,000');
  await page.getByRole('combobox', { name: 'Company size' }).click();
  await page.getByRole('option', { name: 'Enterprise (1000+)' }).click();
  await page.getByRole('button', { name: 'CREATE PROFILE' }).click();
  await expect(toast(page, 'Profile Created')).toContainText('Your profile has been created successfully!');
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`/brands/${id}`);
  // A brand's page is headed by its company, the person beneath it.
  await expect(page.getByRole('heading', { level: 1, name: 'Fizz Cola' })).toBeVisible();
  await expect(page.getByTestId('profile-person')).toHaveText('Bree Tester');
  await expect(page.getByRole('main').getByText('BRAND', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Company' })).toContainText('Fizz Cola');
  await expect(page.getByTestId('profile-stat').filter({ hasText: 'Company size' })).toContainText(
    'Enterprise (1000+)',
  );
  // One's own profile has no Invite, Save or Message, but the way to edit it.
  await expect(page.getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'EDIT PROFILE' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'SETTINGS' })).toBeVisible();
});

test("a brand views a seeded artist's public profile with its stats, sections, reviews and actions", async ({
  page,
}) => {
  const artists = (await (await page.request.get('/api/artists?search=Ava%20Spray')).json()) as {
    items: { id: string }[];
  };
  const ava = artists.items[0] as { id: string };
  await signIn(page, 'brand@wallcraft.dev');

  await page.goto(`/artists/${ava.id}`);
  await expect(page.getByRole('heading', { name: 'Ava Spray' })).toBeVisible();
  await expect(page.getByRole('main').getByText('ARTIST', { exact: true })).toBeVisible();
  for (const stat of ['Projects completed', 'Rating', 'Hourly rate', 'Years of experience']) {
    await expect(page.getByTestId('profile-stat').filter({ hasText: stat })).toBeVisible();
  }
  for (const section of ['Specialties', 'Rates & experience', 'Portfolio', 'Reviews']) {
    await expect(page.getByRole('region', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Message', exact: true })).toHaveAttribute(
    'href',
    `/messages?userId=${ava.id}`,
  );
  await expect(page.getByRole('button', { name: 'SAVE', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite' })).toBeVisible();

  await page.goto('/profile/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await expect(page.getByText('This user does not exist')).toBeVisible();
});

test('an artist fills settings section by section and sees each toast', async ({ page }) => {
  const id = await signUp(page, 'Arlo');
  await page.goto('/setup/artist');
  await expect(page.getByRole('heading', { name: 'COMPLETE YOUR ARTIST PROFILE' })).toBeVisible();
  await page.getByLabel('Location').fill('Austin, TX');
  // The city's suggestion opens over the fields below; a person picks it (clicking past it would pick it anyway).
  await page.getByRole('option', { name: 'Austin, TX, United States' }).click();
  await page.getByLabel('3D Art', { exact: true }).check();
  await page.getByRole('button', { name: 'COMPLETE PROFILE' }).click();
  await expect(toast(page, 'Profile Created')).toContainText('Your artist profile has been created successfully!');

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'SETTINGS' })).toBeVisible();
  for (const section of [
    'Profile Information',
    'Social & Web Links',
    'Business/Personal Info',
    'Images',
    'Artist Details',
    'Calendar Availability',
    'Gallery Images',
  ]) {
    await expect(page.getByRole('region', { name: section, exact: true })).toBeVisible();
  }

  await expect(page.getByRole('region', { name: 'Background Verification' })).toContainText('$49.99');

  const info = page.getByRole('region', { name: 'Profile Information' });
  await info.getByLabel('Bio').fill('Big walls, bright colours.');
  await info.getByRole('button', { name: /SAVE/ }).click();
  await seeToastAndClose(page, 'PROFILE UPDATED');

  const links = page.getByRole('region', { name: 'Social & Web Links' });
  await links.getByLabel('Instagram').fill('@arlo.paints');
  await links.getByRole('button', { name: /SAVE/ }).click();
  await seeToastAndClose(page, 'PROFILE UPDATED');

  const details = page.getByRole('region', { name: 'Artist Details' });
  await details.getByLabel('Hourly rate (USD)').fill('7.5');
  await details.getByRole('button', { name: /SAVE/ }).click();
  await expect(details.getByText('Hourly rate must be a whole number')).toBeVisible();
  await details.getByLabel('Hourly rate (USD)').fill('85');
  await details.getByLabel('Custom specialty').fill('  Chalk Art ');
  await details.getByRole('button', { name: 'ADD' }).click();
  await details.getByLabel('Custom specialty').fill('chalk art');
  await details.getByRole('button', { name: 'ADD' }).click();
  await expect(details.getByText('That specialty is already in the list')).toBeVisible();
  await details.getByRole('button', { name: /SAVE/ }).click();
  await seeToastAndClose(page, 'ARTIST PROFILE UPDATED');

  const calendar = page.getByRole('region', { name: 'Calendar Availability' });
  const day = calendar
    .locator('button[data-today], button:not([data-disabled]):not([data-outside])')
    .filter({ hasText: /^\d+$/ })
    .last();
  await day.click();
  await calendar.getByRole('button', { name: /SAVE/ }).click();
  await expect(toast(page, 'Your unavailable dates have been saved.')).toContainText('ARTIST PROFILE UPDATED');
  await expect(calendar.getByTestId('unavailable-dates')).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);

  const gallery = page.getByRole('region', { name: 'Gallery Images' });
  await gallery.getByRole('button', { name: /SAVE/ }).click();
  await expect(toast(page, 'GALLERY UPDATED')).toBeVisible();

  await page.goto(`/profile/${id}`);
  await expect(page.getByTestId('profile-stat').filter({ hasText: 'Hourly rate' })).toContainText('$85');
  await expect(page.getByRole('region', { name: 'Specialties' })).toContainText('3D Art');
  await expect(page.getByRole('region', { name: 'Specialties' })).toContainText('Chalk Art');
  await expect(page.getByRole('link', { name: '@arlo.paints' })).toHaveAttribute(
    'href',
    'https://instagram.com/arlo.paints',
  );
  await expect(page.getByText('No reviews yet. Be the first to review!')).toBeVisible();
});

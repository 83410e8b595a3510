import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  PHONE,
  chooseFile,
  getJson,
  png,
  signIn,
  signUp,
  unique,
  usd,
  type Person,
  type Position,
} from './support';

/**
 * Issue 12's whole deal through the UI, with two browser contexts: a new artist applies with a quote and a
 * mock-up, the brand compares and accepts, pays the agreed amount into escrow, the artist starts with a mocked
 * position that the brand's page follows live, the artist completes, both review, and the escrow is paid out.
 * Only set-up that is not part of the deal (the accounts and the project) goes through the API. The artist is
 * new, so the before and after of their revenue and rating belong to this run alone.
 */

const START: Position = { latitude: 29.75, longitude: -95.36 };
const MOVED: Position = { latitude: 29.7612, longitude: -95.3655 };
const shown = (point: Position) => `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`;
const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

// With cents, so every screen shows them; the platform keeps 5% ($60.02), the artist gets the rest.
const QUOTE = 1200.4;
const NET = 1140.38;

/**
 * A fresh open project of the demo brand on a wall of the demo wall owner's with a photo (for the mock-up): the
 * brand asks for the wall and its owner accepts, so the project shows the wall. Set-up, not the deal.
 */
async function brandProjectOnWall(brand: Person, wallOwner: Person) {
  const walls = await getJson<{ items: { id: string; images: string[] }[] }>(
    wallOwner.context,
    '/api/walls/mine?limit=100',
  );
  const wall = walls.items.find((candidate) => candidate.images.length > 0);
  if (!wall) throw new Error('The seed should give the demo wall owner a wall with a photo');
  const title = `Deal mural ${unique()}`;
  const created = await brand.context.request.post('/api/projects', {
    data: { title, location: 'Houston, TX', budget: '5,000', wallId: wall.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: string; wallRequest: { id: string } | null };
  if (!project.wallRequest) throw new Error('A wall of someone else should be asked for');
  const accepted = await wallOwner.context.request.patch(`/api/wall-requests/${project.wallRequest.id}`, {
    data: { status: 'accepted' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { id: project.id, title };
}

async function revenue(page: Page): Promise<number> {
  await page.goto('/');
  const stat = page.getByTestId('stat-revenue');
  await expect(stat).toHaveText(/^\$/);
  return dollars(await stat.innerText());
}

/** The artist's public profile stats: completed projects and rating ("—" while there is none). */
async function profileStats(page: Page, artistId: string) {
  await page.goto(`/artists/${artistId}`);
  const stat = (label: string) => page.getByTestId('profile-stat').filter({ hasText: label }).locator('p').first();
  await expect(stat('Projects completed')).toHaveText(/^\d+$/);
  return {
    completed: Number(await stat('Projects completed').innerText()),
    rating: await stat('Rating').innerText(),
  };
}

test('the whole deal: apply, accept, pay into escrow, track live, complete, review, paid out', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // the whole deal, two browsers, on a small CI machine
  const brand = await signIn(browser, baseURL!, DEMO.brand);
  const wallOwner = await signIn(browser, baseURL!, DEMO.owner);
  const artist = await signUp(
    browser,
    baseURL!,
    { firstName: 'Dee', lastName: 'Dealer', userType: 'artist' },
    { viewport: PHONE, position: START },
  );
  const project = await brandProjectOnWall(brand, wallOwner);
  await wallOwner.context.close();
  const projectPath = `/projects/${project.id}`;
  // The brand goes by its company's name on the project (and so on its review button).
  const brandShown = (await getJson<{ owner: { displayName: string } }>(brand.context, `/api/projects/${project.id}`))
    .owner.displayName;

  const revenueBefore = await revenue(artist.page);
  const statsBefore = await profileStats(artist.page, artist.id);

  // The artist applies with a quote and a mock-up of a concept image on the wall's photo.
  await artist.page.goto(projectPath);
  await artist.page.getByRole('button', { name: 'APPLY TO PROJECT' }).click();
  const apply = artist.page.getByRole('dialog');
  await apply.getByRole('checkbox', { name: /^Add a proposal/ }).check();
  await apply.getByLabel('Quote', { exact: true }).fill('1200.40');
  await apply.getByLabel('Duration (days)').fill('7');
  await chooseFile(artist.page, apply.getByRole('button', { name: 'Upload Concept images (up to 5)' }), {
    name: 'concept.png',
    mimeType: 'image/png',
    buffer: png(60, 40),
  });
  await expect(apply.getByTestId('image-upload-preview')).toHaveCount(1);
  await apply.getByLabel('Mock-up', { exact: true }).click();
  await artist.page.getByRole('option', { name: 'Concept image 1' }).click();
  await expect(apply.getByTestId('mockup-handle-top-left')).toBeVisible();
  await apply.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
  await expect(artist.page.getByText('Application Submitted')).toBeVisible();

  // The brand compares the proposals and accepts this one: its quote becomes the agreed amount.
  await brand.page.goto(projectPath);
  const compared = brand.page.getByTestId('compare-proposals').getByTestId('compared-proposal');
  const row = compared.filter({ hasText: artist.name });
  await expect(compared).toHaveCount(1);
  await expect(row).toContainText(usd(QUOTE));
  await expect(row.getByTestId('mockup-image')).toBeVisible();
  await row.getByRole('button', { name: 'REVIEW' }).click();
  const decide = brand.page.getByRole('dialog', { name: 'REVIEW APPLICATION' });
  await expect(decide.getByTestId('proposal')).toContainText(usd(QUOTE));
  await decide.getByRole('button', { name: 'ACCEPT' }).click();
  await expect(brand.page.getByText('Application Updated')).toBeVisible();
  await expect(row).toContainText(/accepted/i);

  // The brand pays the agreed amount (filled in) into escrow; the embedded provider funds it at once.
  await brand.page.getByRole('link', { name: 'PAYMENTS' }).click();
  await expect(brand.page.getByRole('heading', { name: 'PAYMENTS & ESCROW' })).toBeVisible();
  await brand.page.getByRole('button', { name: 'CREATE PAYMENT' }).click();
  const pay = brand.page.getByRole('dialog');
  await pay.getByRole('combobox', { name: 'Artist' }).click();
  await brand.page.getByRole('option', { name: new RegExp(`^${artist.name}`) }).click();
  await expect(pay.getByRole('textbox', { name: 'Total amount (USD)' })).toHaveValue(/^1,?200\.40$/);
  await expect(pay.getByTestId('net-preview')).toHaveText(usd(NET));
  await pay.getByRole('button', { name: 'PAY INTO ESCROW' }).click();
  await expect(brand.page.getByText('PAYMENT CREATED')).toBeVisible();
  const payment = brand.page.getByTestId('payment-row').filter({ hasText: usd(QUOTE) });
  await expect(payment.getByText('ESCROWED')).toBeVisible();

  // The artist starts the project where the (mocked) device is; the brand's page follows the move live.
  await artist.page.goto('/tracking');
  await artist.page
    .getByTestId('trackable-project')
    .filter({ hasText: project.title })
    .getByRole('button', { name: 'START PROJECT' })
    .click();
  const session = artist.page.getByTestId('tracking-session').filter({ hasText: project.title });
  await expect(session.getByTestId('tracking-status')).toHaveText('ACTIVE');
  await brand.page.goto(projectPath);
  const live = brand.page.getByTestId('live-card');
  // Near where the artist set off the brand sees no position; MOVED is 1.35 km away from it.
  await expect(live.getByTestId('live-position')).toHaveText(/^Setting off/);
  await artist.context.setGeolocation(MOVED);
  await expect(live.getByTestId('live-position')).toHaveText(shown(MOVED), { timeout: 15_000 });

  // The artist completes; the brand's live card goes.
  await session.getByRole('button', { name: 'COMPLETE PROJECT' }).click();
  await expect(artist.page.getByText('PROJECT COMPLETED')).toBeVisible();
  await expect(live).toHaveCount(0);

  // Both review from the project page; the first review waits hidden for the second (double-blind).
  const review = async (page: Page, counterpart: string, comment: string) => {
    await page.goto(projectPath);
    await page.getByRole('button', { name: `REVIEW ${counterpart.toUpperCase()}` }).click();
    const dialog = page.getByRole('dialog', { name: `REVIEW ${counterpart.toUpperCase()}` });
    // The star's radio is visually hidden: the user clicks its star (the radio's label).
    const fiveStars = dialog.getByRole('radio', { name: '5', exact: true });
    await dialog.locator(`label[for="${await fiveStars.getAttribute('id')}"]`).click();
    await expect(fiveStars).toBeChecked();
    await dialog.getByLabel('Comment (optional)').fill(comment);
    await dialog.getByRole('button', { name: 'SUBMIT REVIEW' }).click();
    await expect(page.getByText('REVIEW SUBMITTED')).toBeVisible();
  };
  const artistSays = `Great wall to paint ${project.title}`;
  const brandSays = `Stunning mural ${project.title}`;
  await review(artist.page, brandShown, artistSays);
  await expect(artist.page.getByText(/^Waiting for the other party's review/)).toBeVisible();
  await review(brand.page, artist.name, brandSays);
  await expect(brand.page.getByText(artistSays)).toBeVisible();

  // Both reviews in: the escrow is released to the artist.
  await brand.page.getByRole('link', { name: 'PAYMENTS' }).click();
  await expect(payment.getByText('COMPLETED')).toBeVisible();

  // The artist's revenue grew by the net amount; the project counts, the rating is the brand's 5 stars.
  await expect.poll(() => revenue(artist.page)).toBe(revenueBefore + NET);
  await expect(artist.page.getByTestId('stat-revenue')).toHaveText(usd(revenueBefore + NET));
  const statsAfter = await profileStats(artist.page, artist.id);
  expect(statsBefore).toEqual({ completed: 0, rating: '—' });
  expect(statsAfter).toEqual({ completed: statsBefore.completed + 1, rating: '5.0' });
  await expect(artist.page.getByTestId('review').filter({ hasText: brandSays })).toBeVisible();
  await brand.page.goto(`/profile/${brand.id}`);
  await expect(brand.page.getByTestId('review').filter({ hasText: artistSays })).toBeVisible();

  await artist.context.close();
  await brand.context.close();
});

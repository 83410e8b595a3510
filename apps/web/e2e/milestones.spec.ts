import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chooseFile, png, usd } from './support';

// Seeded demo accounts (packages/db/src/seed): every seeded user shares this password.
const DEMO_PASSWORD = 'wallcraft-demo';
const BRAND_EMAIL = 'brand@wallcraft.dev';
const ARTIST_EMAIL = 'artist@wallcraft.dev';

type Person = { context: BrowserContext; page: Page; id: string };

async function signIn(browser: Browser, baseURL: string, email: string): Promise<Person> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const login = await context.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), `sign in as ${email}`).toBe(true);
  const me = (await (await context.request.get('/api/auth/user')).json()) as { user: { id: string } };
  return { context, page: await context.newPage(), id: me.user.id };
}

/**
 * A new brand project of the demo brand with the demo artist accepted on it for an agreed $1,000: invited,
 * and accepting with a proposal quoting $1,000. A fresh project, so its milestones and payments are this run's.
 */
async function projectWithAgreedArtist(brand: Person, artist: Person) {
  const title = `Milestone mural ${Date.now()}`;
  const created = await brand.context.request.post('/api/projects', { data: { title, location: 'Austin, TX' } });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: string };
  const invited = await brand.context.request.post('/api/invitations', {
    data: { artistId: artist.id, projectType: 'brand_project', projectId: project.id },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitation = (await invited.json()) as { id: string };
  const accepted = await artist.context.request.patch(`/api/invitations/${invitation.id}`, {
    data: { status: 'accepted', proposal: { quote: '1000', durationDays: 10 } },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { id: project.id, title };
}

async function addMilestone(
  page: Page,
  fields: { title: string; amount: string; dueDate?: string; deliverables?: string },
) {
  await page.getByRole('button', { name: 'ADD MILESTONE' }).click();
  const dialog = page.getByRole('dialog', { name: 'ADD MILESTONE' });
  await dialog.getByLabel('Title').fill(fields.title);
  await dialog.getByLabel('Amount (USD)').fill(fields.amount);
  if (fields.dueDate) await dialog.getByLabel('Due date').fill(fields.dueDate);
  if (fields.deliverables) await dialog.getByLabel('Deliverables').fill(fields.deliverables);
  await dialog.getByRole('button', { name: 'ADD MILESTONE' }).click();
  return dialog;
}

test('the owner plans milestones within the agreed amount, reorders and edits them, funds one and approves it', async ({
  browser,
  baseURL,
}) => {
  const brand = await signIn(browser, baseURL!, BRAND_EMAIL);
  const artist = await signIn(browser, baseURL!, ARTIST_EMAIL);
  const project = await projectWithAgreedArtist(brand, artist);
  const settings = (await (await brand.context.request.get('/api/transactions/settings')).json()) as {
    platformFeeBps: number;
  };
  const page = brand.page;

  await page.goto(`/projects/${project.id}`);
  await page.getByRole('link', { name: 'MILESTONES' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/milestones\\?projectType=brand_project$`));
  await expect(page.getByRole('heading', { name: 'MILESTONES', exact: true })).toBeVisible();
  await expect(page.getByText('NO MILESTONES YET')).toBeVisible();
  const budget = page.getByTestId('milestone-budget');
  await expect(budget).toHaveText('$0 of $1,000 agreed is planned');

  // The shared request schema's messages show beside their fields before anything is sent.
  await page.getByRole('button', { name: 'ADD MILESTONE' }).click();
  const empty = page.getByRole('dialog', { name: 'ADD MILESTONE' });
  await empty.getByRole('button', { name: 'ADD MILESTONE' }).click();
  await expect(empty.getByText('Title is required')).toBeVisible();
  await expect(empty.getByText('Amount is required')).toBeVisible();
  await empty.getByRole('button', { name: 'CANCEL' }).click();
  // Closing animates: the dialog's own ADD MILESTONE button is gone only once it is hidden.
  await expect(empty).toBeHidden();

  let dialog = await addMilestone(page, {
    title: 'Sketches',
    amount: '400',
    dueDate: '2026-12-01',
    deliverables: 'Three colour sketches',
  });
  await expect(dialog).toBeHidden();
  dialog = await addMilestone(page, { title: 'Wall painting', amount: '500.00' });
  await expect(dialog).toBeHidden();
  await expect(budget).toHaveText('$900 of $1,000 agreed is planned');
  const rows = page.getByTestId('milestone-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('1. Sketches');
  await expect(rows.nth(0)).toContainText('Due Dec 1, 2026');
  await expect(rows.nth(0)).toContainText('Three colour sketches');
  await expect(rows.nth(1)).toContainText('2. Wall painting');

  // Over the agreed amount: the server's message, as it says it.
  dialog = await addMilestone(page, { title: 'Extra', amount: '200' });
  await expect(page.getByText(/Milestones may add up to the agreed \$1,000; \$100 of it is left/)).toBeVisible();
  await dialog.getByRole('button', { name: 'CANCEL' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: 'Move “Wall painting” up' }).click();
  await expect(rows.nth(0)).toContainText('1. Wall painting');
  await expect(rows.nth(1)).toContainText('2. Sketches');
  await expect(page.getByRole('button', { name: 'Move “Wall painting” up' })).toBeDisabled();

  await rows.nth(1).getByRole('button', { name: 'EDIT' }).click();
  const edit = page.getByRole('dialog', { name: 'EDIT MILESTONE' });
  await expect(edit.getByLabel('Title')).toHaveValue('Sketches');
  await edit.getByLabel('Title').fill('Colour sketches');
  await edit.getByLabel('Amount (USD)').fill('450');
  await edit.getByRole('button', { name: 'SAVE MILESTONE' }).click();
  await expect(edit).toBeHidden();
  await expect(rows.nth(1)).toContainText('2. Colour sketches');
  await expect(rows.nth(1)).toContainText('$450');
  await expect(budget).toHaveText('$950 of $1,000 agreed is planned');

  const first = rows.nth(0);
  await first.getByRole('button', { name: 'FUND' }).click();
  await page.getByRole('dialog', { name: 'FUND MILESTONE' }).getByRole('button', { name: 'CONFIRM FUND' }).click();
  await expect(first.getByText('IN PROGRESS')).toBeVisible();
  await expect(first.getByRole('button', { name: 'EDIT' })).toHaveCount(0);
  // Nothing to approve until the artist delivers: MARK DONE with a photo on their side.
  await expect(first.getByRole('button', { name: 'REVIEW DELIVERY' })).toHaveCount(0);
  await artist.page.goto(`/projects/${project.id}/milestones?projectType=brand_project`);
  const delivering = artist.page.getByTestId('milestone-row').filter({ hasText: 'Wall painting' });
  await delivering.getByRole('button', { name: 'MARK DONE' }).click();
  const deliver = artist.page.getByRole('dialog', { name: 'MARK MILESTONE DONE' });
  await chooseFile(artist.page, deliver.getByRole('button', { name: 'Upload Photos of the work' }), {
    name: 'wall.png',
    mimeType: 'image/png',
    buffer: png(8, 8),
  });
  await expect(deliver.getByTestId('image-upload-preview')).toHaveCount(1);
  await deliver.getByLabel('Note for the owner').fill('Painted and varnished');
  await deliver.getByRole('button', { name: 'SEND DELIVERY' }).click();
  await expect(artist.page.getByText('MILESTONE DELIVERED')).toBeVisible();
  await page.reload();
  await expect(first.getByText(/waiting for the owner’s approval/)).toBeVisible();
  await first.getByRole('button', { name: 'REVIEW DELIVERY' }).click();
  const review = page.getByRole('dialog', { name: 'REVIEW DELIVERY' });
  await expect(review.getByText('Painted and varnished')).toBeVisible();
  await review.getByRole('button', { name: 'APPROVE' }).click();
  await expect(first.getByText('PAID', { exact: true })).toBeVisible();
  await expect(first.getByRole('button', { name: 'REVIEW DELIVERY' })).toHaveCount(0);
  await expect(first.getByRole('link', { name: 'RECEIPT' })).toBeVisible();

  // A 360 px phone: rows stack, buttons wrap, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the milestones page at 360 px scrolls sideways').toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/milestones/milestones-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The released milestone is on the payments page's figures: $500 paid, its fee and the artist's net.
  const feeCents = Math.round((50_000 * settings.platformFeeBps) / 10_000);
  await page.getByRole('link', { name: 'PAYMENTS & ESCROW' }).click();
  await expect(page.getByTestId('summary-total')).toHaveText(usd(500));
  await expect(page.getByTestId('summary-platformFees')).toHaveText(usd(feeCents / 100));
  await expect(page.getByTestId('summary-netPayouts')).toHaveText(usd((50_000 - feeCents) / 100));

  // The artist sees their milestones and statuses, without the owner's actions.
  await artist.page.goto(`/projects/${project.id}/milestones?projectType=brand_project`);
  const theirs = artist.page.getByTestId('milestone-row');
  await expect(theirs).toHaveCount(2);
  await expect(theirs.nth(0).getByText('PAID', { exact: true })).toBeVisible();
  await expect(theirs.nth(1).getByText('PENDING')).toBeVisible();
  await expect(artist.page.getByRole('button', { name: /ADD MILESTONE|FUND|EDIT|Move/ })).toHaveCount(0);

  await artist.context.close();
  await brand.context.close();
});

test('the project page draws its side column whole: a deal answering late moves no button below it', async ({
  browser,
  baseURL,
}) => {
  const brand = await signIn(browser, baseURL!, BRAND_EMAIL);
  const artist = await signIn(browser, baseURL!, ARTIST_EMAIL);
  const project = await projectWithAgreedArtist(brand, artist);

  for (const { person, card } of [
    { person: brand, card: 'HIRED ARTISTS' },
    { person: artist, card: 'YOUR DEAL' },
  ]) {
    const { page } = person;
    // The deal's read held back, as on a slow network: every other read of the page answers first.
    await page.route(/\/trpc\/[^?]*deals\.get/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto(`/projects/${project.id}`);
    const milestones = page.getByRole('link', { name: 'MILESTONES' });
    await expect(milestones).toBeVisible();
    const before = await milestones.boundingBox();
    await expect(page.getByText(card, { exact: true })).toBeVisible();
    expect(await milestones.boundingBox(), `${card} arrived after the MILESTONES link was drawn`).toEqual(before);
  }

  await artist.context.close();
  await brand.context.close();
});

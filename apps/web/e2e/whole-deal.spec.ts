import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DESKTOP,
  PHONE,
  chooseFile,
  compactMenuItem,
  noSidewaysScroll,
  openBell,
  png,
  signUp,
  unique,
  usd,
  type Person,
  type Position,
} from './support';

/**
 * A whole deal through the deal room (issue 35), at 1280 and at 360 px: a brand and a new artist go from hire to
 * payout pressing the one primary button each screen offers, never typing an address. Only what is not the deal is
 * set up through the API: the two accounts, the project (with its site) and the artist's application with a quote.
 * Screenshots of the deal room at each step land in test-results/whole-deal/.
 */

const QUOTE = 5000;
const MILESTONE = 2000;
const REST = QUOTE - MILESTONE;
// The platform keeps 5% of each release.
const NET = { milestone: 1900, rest: 2850 };
// The artist sets off in Houston's east end; the site is downtown, about 4 miles west.
const START: Position = { latitude: 29.75, longitude: -95.3 };
const MOVED: Position = { latitude: 29.7512, longitude: -95.3145 };
const SITE = { address: '1500 Main St, Houston, TX', latitude: 29.7544, longitude: -95.3671 };

async function projectWithApplication(brand: Person, artist: Person) {
  const title = `Fizzy Pop ${unique()}`;
  const created = await brand.context.request.post('/api/projects', {
    data: {
      title,
      location: 'Houston, TX',
      budget: '6,000',
      streetAddress: SITE.address,
      siteLatitude: SITE.latitude,
      siteLongitude: SITE.longitude,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: string };
  const applied = await artist.context.request.post('/api/applications', {
    data: { projectType: 'brand_project', projectId: project.id, proposal: { quote: QUOTE, durationDays: 10 } },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return { id: project.id, title };
}

/** The deal room's one primary button, in its NEXT STEP card. */
const nextStep = (page: Page) => page.getByText('NEXT STEP', { exact: true }).locator('..');
const waitingFor = (page: Page) => page.getByTestId('waiting-for');

/** Opens the bell and follows a notification's OPEN DEAL ROOM. */
async function openDealFromBell(page: Page, title: string) {
  const bell = await openBell(page);
  await bell
    .getByRole('listitem')
    .filter({ hasText: title })
    .first()
    .getByRole('link', { name: 'OPEN DEAL ROOM' })
    .click();
  await expect(page.getByText('NEXT STEP', { exact: true })).toBeVisible();
}

async function userMenuItem(page: Page, label: string): Promise<Locator> {
  const item = page.getByRole('menuitem', { name: label, exact: true });
  await expect(async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(item).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  return item;
}

async function review(page: Page, counterpart: string, comment: string) {
  await nextStep(page).getByRole('button', { name: 'REVIEW' }).click();
  const dialog = page.getByRole('dialog', { name: `REVIEW ${counterpart.toUpperCase()}` });
  const fiveStars = dialog.getByRole('radio', { name: '5', exact: true });
  // The star's radio is visually hidden: a person clicks its star (the radio's label).
  await dialog.locator(`label[for="${await fiveStars.getAttribute('id')}"]`).click();
  await dialog.getByLabel('Comment (optional)').fill(comment);
  await dialog.getByRole('button', { name: 'SUBMIT REVIEW' }).click();
  await expect(page.getByText('REVIEW SUBMITTED', { exact: true })).toBeVisible();
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`at ${viewport.width} px: a brand and an artist run a whole deal from the deal room's primary buttons`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000); // two browsers through every step of a deal, on a small CI machine
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `test-results/whole-deal/${viewport.width}-${name}.png`, fullPage: true });
    const brand = await signUp(
      browser,
      baseURL!,
      { firstName: 'Brenda', lastName: 'Fizz', userType: 'brand' },
      {
        viewport,
      },
    );
    const artist = await signUp(
      browser,
      baseURL!,
      { firstName: 'Ava', lastName: 'Painter', userType: 'artist' },
      {
        viewport,
        position: START,
      },
    );
    const project = await projectWithApplication(brand, artist);
    const owner = brand.page;
    const painter = artist.page;

    // Hire: the brand accepts from the bell and closes the project to other applicants.
    await owner.goto('/');
    const bell = await openBell(owner);
    await bell
      .getByRole('listitem')
      .filter({ hasText: `${artist.name} applied to ${project.title}` })
      .getByRole('button', { name: 'ACCEPT' })
      .click();
    const hire = owner.getByRole('dialog', { name: 'REVIEW APPLICATION' });
    await expect(hire.getByRole('radio', { name: 'Close it: decline the other applicants politely' })).toBeChecked();
    await hire.getByRole('button', { name: 'ACCEPT' }).click();
    await expect(owner.getByText(`${artist.name} is hired`)).toBeVisible();
    await owner.getByRole('link', { name: 'OPEN DEAL ROOM' }).click();
    await expect(owner.getByRole('heading', { name: project.title })).toBeVisible();

    // The conversation exists, opened by the system line, on both sides.
    const hireLine = `${brand.name} hired ${artist.name} for ${project.title} at ${usd(QUOTE)}`;
    await expect(owner.getByTestId('system-line')).toContainText(hireLine);
    await expect(owner.getByTestId('deal-site')).toContainText(SITE.address);
    await expect(waitingFor(owner)).toHaveText(`${artist.name} is waiting for you to fund escrow`);
    await noSidewaysScroll(owner, viewport.width);
    await shot(owner, '1-hired-owner');

    // The brand splits off a first milestone on the milestones page, and comes back to the deal room.
    await owner.getByRole('link', { name: 'PLAN MILESTONES' }).click();
    await owner.getByRole('button', { name: 'ADD MILESTONE' }).click();
    const add = owner.getByRole('dialog', { name: 'ADD MILESTONE' });
    await add.getByLabel('Title').fill('Base coat');
    await add.getByLabel('Amount (USD)').fill(String(MILESTONE));
    await add.getByRole('button', { name: 'ADD MILESTONE' }).click();
    await expect(add).toBeHidden();
    await owner.getByRole('link', { name: 'DEAL ROOM' }).click();

    // Fund: the milestone as itself, then the rest as one payment with the artist and the amount filled in.
    await nextStep(owner)
      .getByRole('button', { name: `FUND ESCROW ${usd(MILESTONE)}` })
      .click();
    await expect(owner.getByText('ESCROW FUNDED', { exact: true })).toBeVisible();
    await nextStep(owner)
      .getByRole('button', { name: `FUND ESCROW ${usd(REST)}` })
      .click();
    const pay = owner.getByRole('dialog', { name: 'CREATE PAYMENT' });
    await expect(pay.getByRole('combobox', { name: 'Artist' })).toHaveValue(new RegExp(`^${artist.name}`));
    await expect(pay.getByRole('textbox', { name: 'Total amount (USD)' })).toHaveValue(/^3,?000\.00$/);
    await expect(pay.getByTestId('test-mode-banner')).toBeVisible();
    await pay.getByRole('button', { name: 'PAY INTO ESCROW' }).click();
    await expect(owner.getByText('PAYMENT CREATED', { exact: true })).toBeVisible();
    await expect(waitingFor(owner)).toHaveText(`Waiting for ${artist.name} to start the work`);
    await expect(owner.getByTestId('test-mode-banner')).toBeVisible();
    await shot(owner, '2-funded-owner');

    // Start: the artist follows "You're hired" to the deal room and starts where the (mocked) device is.
    await painter.goto('/');
    await openDealFromBell(painter, project.title);
    await expect(painter.getByTestId('system-line')).toContainText(hireLine);
    await expect(painter.getByTestId('deal-site')).toContainText(SITE.address);
    await nextStep(painter).getByRole('button', { name: 'START' }).click();
    await expect(painter.getByText('PROJECT STARTED', { exact: true })).toBeVisible();
    await expect(painter.getByTestId('artist-live-card')).toBeVisible();
    await artist.context.setGeolocation(MOVED);
    await expect(painter.getByTestId('artist-live-card').getByTestId('site-distance')).toHaveText(
      /^About \d+ min away \(\d+\.\d mi\)$/,
      { timeout: 15_000 },
    );
    await noSidewaysScroll(painter, viewport.width);
    await shot(painter, '3-started-artist');

    // The owner sees how far the artist is from the site, in words, not coordinates.
    await expect(owner.getByTestId('live-position')).toHaveText(/^About \d+ min away \(\d+\.\d mi\)$/, {
      timeout: 15_000,
    });
    await shot(owner, '4-on-the-way-owner');

    // A milestone is delivered with a photo, and approved (which releases it).
    await nextStep(painter).getByRole('button', { name: 'MARK MILESTONE DONE' }).click();
    const deliver = painter.getByRole('dialog', { name: 'MARK MILESTONE DONE' });
    await chooseFile(painter, deliver.getByRole('button', { name: 'Upload Photos of the work' }), {
      name: 'base-coat.png',
      mimeType: 'image/png',
      buffer: png(40, 30),
    });
    await expect(deliver.getByTestId('image-upload-preview')).toHaveCount(1);
    await deliver.getByLabel('Note for the owner').fill('Base coat done, primer dry.');
    await deliver.getByRole('button', { name: 'SEND DELIVERY' }).click();
    await expect(painter.getByText('MILESTONE DELIVERED', { exact: true })).toBeVisible();

    await expect(nextStep(owner).getByRole('button', { name: 'APPROVE' })).toBeVisible({ timeout: 15_000 });
    await nextStep(owner).getByRole('button', { name: 'APPROVE' }).click();
    const approve = owner.getByRole('dialog', { name: 'REVIEW DELIVERY' });
    await expect(approve.getByRole('img', { name: /Delivery photo/ })).toHaveCount(1);
    await approve.getByRole('button', { name: 'APPROVE' }).click();
    await expect(approve).toBeHidden();
    await shot(owner, '5-milestone-approved-owner');

    // Complete with final photos, added to the artist's portfolio.
    await expect(nextStep(painter).getByRole('button', { name: 'COMPLETE' })).toBeVisible({ timeout: 15_000 });
    await nextStep(painter).getByRole('button', { name: 'COMPLETE' }).click();
    const complete = painter.getByRole('dialog', { name: 'COMPLETE PROJECT' });
    await chooseFile(painter, complete.getByRole('button', { name: 'Upload Final photos' }), {
      name: 'final.png',
      mimeType: 'image/png',
      buffer: png(64, 48),
    });
    await expect(complete.getByTestId('image-upload-preview')).toHaveCount(1);
    await complete.getByRole('checkbox', { name: 'Add these photos to my public portfolio' }).check();
    await complete.getByRole('button', { name: 'COMPLETE PROJECT' }).click();
    await expect(painter.getByText('PROJECT COMPLETED', { exact: true })).toBeVisible();
    await shot(painter, '6-completed-artist');

    // The owner confirms the work, which releases the rest of escrow at once.
    await expect(nextStep(owner).getByRole('button', { name: 'CONFIRM COMPLETION' })).toBeVisible({
      timeout: 15_000,
    });
    await nextStep(owner).getByRole('button', { name: 'CONFIRM COMPLETION' }).click();
    const confirm = owner.getByRole('dialog', { name: 'CONFIRM COMPLETION' });
    await confirm.getByRole('button', { name: 'CONFIRM' }).click();
    await expect(confirm).toBeHidden();
    await expect(owner.getByText('COMPLETION', { exact: true })).toBeVisible();

    // Both review; the reviews publish once both are in.
    await review(owner, artist.name, `Stunning work on ${project.title}`);
    await review(painter, brand.name, `A pleasure to paint for ${brand.name}`);
    await expect(painter.getByText(`Stunning work on ${project.title}`)).toBeVisible();
    await expect(waitingFor(painter)).toHaveText('Nothing left to do on this deal.');
    await owner.reload();
    await expect(owner.getByText(`A pleasure to paint for ${brand.name}`)).toBeVisible();
    await expect(waitingFor(owner)).toHaveText('Nothing left to do on this deal.');
    await noSidewaysScroll(owner, viewport.width);
    await shot(owner, '7-paid-owner');
    await shot(painter, '7-paid-artist');

    // The deal's money, from the ledger: all released, the fee and the artist's net.
    const money = owner.getByRole('heading', { name: 'MONEY' }).locator('../..');
    await expect(money).toContainText(`IN ESCROW${usd(0)}`);
    await expect(money).toContainText(`RELEASED${usd(QUOTE)}`);
    await expect(money).toContainText(`ARTIST'S NET${usd(NET.milestone + NET.rest)}`);

    // Payout: the artist's billing shows both releases; the brand's both payments into escrow.
    await (await userMenuItem(painter, 'Billing')).click();
    const earned = painter.getByTestId('billing-line-amount');
    await expect(earned).toHaveCount(2);
    await expect(earned).toContainText([`+${usd(NET.rest)}`, `+${usd(NET.milestone)}`]);
    await (await userMenuItem(owner, 'Billing')).click();
    const paid = owner.getByTestId('billing-line-amount');
    await expect(paid).toHaveCount(2);
    await expect(paid).toContainText([`−${usd(REST)}`, `−${usd(MILESTONE)}`]);
    await noSidewaysScroll(owner, viewport.width);

    // The final photo is in the artist's public portfolio; the project counts, rated with the brand's 5 stars.
    await (await userMenuItem(painter, 'Profile')).click();
    await expect(painter.getByRole('img', { name: /Portfolio image/ })).toHaveCount(1);
    const stat = (label: string) => painter.getByTestId('profile-stat').filter({ hasText: label }).locator('p').first();
    await expect(stat('Projects completed')).toHaveText('1');
    await expect(stat('Rating')).toHaveText('5.0');

    // The artist's dashboard counts the net paid out as revenue, to the cent.
    if (viewport.width >= DESKTOP.width)
      await painter.getByRole('banner').getByRole('link', { name: 'DASHBOARD' }).click();
    else await (await compactMenuItem(painter, 'DASHBOARD')).click();
    await expect(painter.getByTestId('stat-revenue')).toHaveText(usd(NET.milestone + NET.rest));

    await artist.context.close();
    await brand.context.close();
  });
}

import { expect, test, type Page } from '@playwright/test';
import {
  DEMO,
  DESKTOP,
  PHONE,
  chooseFile,
  getJson,
  newWallProject,
  noSidewaysScroll,
  openBell,
  png,
  signIn,
} from './support';

const OWNER_EMAIL = DEMO.owner;
const ARTIST_EMAIL = DEMO.artist;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/proposals/${name}.png`, fullPage: true });

test('an artist applies with a quote and a mock-up; the owner compares the proposals and accepts', async ({
  browser,
  baseURL,
}) => {
  const artist = await signIn(browser, baseURL!, ARTIST_EMAIL, { viewport: PHONE });
  const owner = await signIn(browser, baseURL!, OWNER_EMAIL, { viewport: DESKTOP });
  const project = await newWallProject(owner, 'Proposal mural');

  // The artist applies from a phone: quote, duration, one concept image, and a mock-up with a corner dragged.
  await artist.page.goto(`/wall-projects/${project.id}`);
  await artist.page.getByRole('button', { name: 'APPLY TO WALL PROJECT' }).click();
  const dialog = artist.page.getByRole('dialog');
  await dialog.getByLabel('Message (optional)').fill('Bold colours, two weeks of work.');
  await dialog.getByRole('checkbox', { name: /^Add a proposal/ }).check();
  await dialog.getByLabel('Quote', { exact: true }).fill('4500.50');
  await dialog.getByLabel('Duration (days)').fill('14');
  await chooseFile(artist.page, dialog.getByRole('button', { name: 'Upload Concept images (up to 5)' }), {
    name: 'concept.png',
    mimeType: 'image/png',
    buffer: png(60, 40),
  });
  await expect(dialog.getByTestId('image-upload-preview')).toHaveCount(1);

  await dialog.getByLabel('Mock-up', { exact: true }).click();
  await artist.page.getByRole('option', { name: 'Concept image 1' }).click();
  const handle = dialog.getByTestId('mockup-handle-top-left');
  await expect(handle).toBeVisible();
  await expect(dialog.getByTestId('mockup-image')).toHaveCSS('transform', /^matrix/);
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  await artist.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await artist.page.mouse.down();
  await artist.page.mouse.move(box.x + box.width / 2 - 30, box.y + box.height / 2 - 20, { steps: 5 });
  await artist.page.mouse.up();
  await noSidewaysScroll(artist.page);
  await shot(artist.page, 'apply-dialog-360');

  await dialog.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
  await expect(artist.page.getByText('Application Submitted')).toBeVisible();

  type Mine = { items: { id: string; project: { id: string }; proposal: { mockup: { corners: number[] } } | null }[] };
  const mine = await getJson<Mine>(artist.context, `/api/applications/my-applications?projectId=${project.id}`);
  const application = mine.items[0]!;
  const corners = application.proposal!.mockup!.corners;
  // The dragged corner moved up and left of where a new mock-up starts (0.25, 0.25); the others stayed.
  expect(corners[0]).toBeLessThan(0.25);
  expect(corners[1]).toBeLessThan(0.25);
  expect(corners.slice(2)).toEqual([0.75, 0.25, 0.75, 0.75, 0.25, 0.75]);

  // The owner's bell offers the application; its review dialog (loaded on demand) shows the proposal.
  await owner.page.goto(`/wall-projects/${project.id}`);
  const menu = await openBell(owner.page);
  const notice = menu.getByRole('listitem').filter({ hasText: `${artist.name} applied to ${project.title}` });
  await notice.getByRole('button', { name: 'REVIEW' }).click();
  const fromBell = owner.page.getByRole('dialog', { name: 'REVIEW APPLICATION' });
  await expect(fromBell.getByTestId('proposal')).toContainText('$4,500.50');
  await owner.page.keyboard.press('Escape');
  await expect(fromBell).toHaveCount(0);

  // The owner compares the project's proposals on its page, reviews this one and accepts it.
  const panel = owner.page.getByTestId('compare-proposals');
  const row = panel.getByTestId('compared-proposal').filter({ hasText: artist.name });
  await expect(row).toContainText('$4,500.50');
  await expect(row).toContainText('14 days');
  await expect(row.getByTestId('mockup-image')).toBeVisible();
  await shot(owner.page, 'compare-desktop');

  await row.getByRole('button', { name: 'REVIEW' }).click();
  const review = owner.page.getByRole('dialog', { name: 'REVIEW APPLICATION' });
  const proposal = review.getByTestId('proposal');
  await expect(proposal).toContainText('$4,500.50');
  await expect(proposal).toContainText('14 days');
  await expect(proposal.getByTestId('mockup-image')).toBeVisible();
  await shot(owner.page, 'review-dialog-desktop');
  await review.getByRole('button', { name: 'ACCEPT' }).click();
  await expect(owner.page.getByText(`${artist.name} is hired`)).toBeVisible();
  await expect(row).toContainText(/accepted/i);

  const accepted = await getJson<{ status: string; agreedAmount: string | null }>(
    owner.context,
    `/api/applications/${application.id}`,
  );
  expect(accepted).toMatchObject({ status: 'accepted', agreedAmount: '4500.50' });

  // On a phone the comparison is a stack of cards, with no sideways scrolling.
  await owner.page.setViewportSize(PHONE);
  await owner.page.reload();
  await expect(panel.getByTestId('compared-proposal').filter({ hasText: artist.name })).toContainText('$4,500.50');
  await noSidewaysScroll(owner.page);
  await shot(owner.page, 'compare-360');

  // The artist sees the proposal and the agreed amount in My network.
  await artist.page.goto('/my-network');
  const card = artist.page.getByTestId('collaboration').filter({ hasText: project.title });
  await expect(card).toContainText('$4,500.50');
  await card.getByRole('button', { name: 'VIEW PROPOSAL' }).click();
  await expect(card.getByTestId('mockup-image')).toBeVisible();
  await shot(artist.page, 'network-360');

  await artist.context.close();
  await owner.context.close();
});

test('an invited artist accepts with a proposal from the review dialog; its quote becomes the agreed amount', async ({
  browser,
  baseURL,
}) => {
  const artist = await signIn(browser, baseURL!, ARTIST_EMAIL, { viewport: PHONE });
  const owner = await signIn(browser, baseURL!, OWNER_EMAIL, { viewport: DESKTOP });
  const project = await newWallProject(owner, 'Proposal mural');
  const invited = await owner.context.request.post('/api/invitations', {
    data: { artistId: artist.id, projectType: 'wall_project', wallProjectId: project.id },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitation = (await invited.json()) as { id: string };

  await artist.page.goto('/discover');
  const menu = await openBell(artist.page);
  await menu.getByRole('listitem').filter({ hasText: project.title }).getByRole('button', { name: 'REVIEW' }).click();
  const review = artist.page.getByRole('dialog', { name: 'REVIEW INVITATION' });
  await review.getByRole('checkbox', { name: /^Accept with a proposal/ }).check();
  await review.getByLabel('Quote', { exact: true }).fill('0');
  await review.getByLabel('Duration (days)').fill('10');
  await review.getByRole('button', { name: 'ACCEPT' }).click();
  await expect(review.getByText('Quote must be more than $0')).toBeVisible();
  await review.getByLabel('Quote', { exact: true }).fill('2750');
  await noSidewaysScroll(artist.page);
  await review.getByRole('button', { name: 'ACCEPT' }).click();
  await expect(artist.page.getByText("You're hired")).toBeVisible();

  const answered = await getJson<{ status: string; agreedAmount: string | null; proposal: { quote: string } | null }>(
    owner.context,
    `/api/invitations/${invitation.id}`,
  );
  expect(answered).toMatchObject({ status: 'accepted', agreedAmount: '2750.00', proposal: { quote: '2750.00' } });
  await artist.context.close();
  await owner.context.close();
});

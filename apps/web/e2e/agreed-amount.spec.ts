import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, noSidewaysScroll, signIn, usd, type Person } from './support';

/**
 * A fresh brand project of the demo brand with the demo artist accepted on it without a proposal: invited, and
 * accepting with no quote, so nothing is agreed yet.
 */
async function projectWithArtistWithoutQuote(brand: Person, artist: Person) {
  const title = `Agreed mural ${Date.now()}`;
  const created = await brand.context.request.post('/api/projects', { data: { title, location: 'Austin, TX' } });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: string };
  const invited = await brand.context.request.post('/api/invitations', {
    data: { artistId: artist.id, projectType: 'brand_project', projectId: project.id },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitation = (await invited.json()) as { id: string };
  const accepted = await artist.context.request.patch(`/api/invitations/${invitation.id}`, {
    data: { status: 'accepted' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { id: project.id, title, path: `/projects/${project.id}/milestones?projectType=brand_project` };
}

test('the owner agrees an amount with an artist accepted without a proposal, then plans milestones within it', async ({
  browser,
  baseURL,
}) => {
  const brand = await signIn(browser, baseURL!, DEMO.brand, { viewport: DESKTOP });
  const artist = await signIn(browser, baseURL!, DEMO.artist, { viewport: PHONE });
  const project = await projectWithArtistWithoutQuote(brand, artist);
  const { minimumAmount } = (await (await brand.context.request.get('/api/transactions/settings')).json()) as {
    minimumAmount: string;
  };
  const small = Number(minimumAmount) / 2;
  const owner = brand.page;

  // Nothing agreed yet: no ADD MILESTONE, an AGREE AN AMOUNT instead.
  await owner.goto(project.path);
  await expect(owner.getByRole('heading', { name: 'MILESTONES', exact: true })).toBeVisible();
  await expect(owner.getByTestId('agreed-amount')).toContainText('No amount agreed yet');
  await expect(owner.getByRole('button', { name: 'ADD MILESTONE' })).toHaveCount(0);

  await owner.getByRole('button', { name: 'AGREE AN AMOUNT' }).click();
  const dialog = owner.getByRole('dialog', { name: 'AGREE AN AMOUNT' });
  // Opened: the amount field has the focus, as a person sees before pressing anything.
  await expect(dialog.getByLabel('Amount (USD)')).toBeFocused();
  // The shared request schema's message shows beside the field before anything is sent.
  await dialog.getByRole('button', { name: 'PROPOSE AMOUNT' }).click();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  await dialog.getByLabel('Amount (USD)').fill('1500');
  await dialog.getByRole('button', { name: 'PROPOSE AMOUNT' }).click();
  await expect(dialog).toBeHidden();
  await expect(owner.getByText('AMOUNT PROPOSED')).toBeVisible();
  await expect(owner.getByTestId('agreed-amount')).toContainText(`You proposed ${usd(1500)}; waiting for`);

  // The artist, on a phone, confirms it on the same page.
  await artist.page.goto(project.path);
  const offer = artist.page.getByTestId('agreed-amount');
  await expect(offer).toContainText(`The owner proposes ${usd(1500)} for your work`);
  await noSidewaysScroll(artist.page);
  await offer.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(artist.page.getByText('AMOUNT CONFIRMED')).toBeVisible();
  await expect(artist.page.getByTestId('milestone-budget')).toHaveText(`$0 of ${usd(1500)} agreed is planned`);
  await expect(artist.page.getByRole('button', { name: 'CONFIRM' })).toHaveCount(0);

  // The owner plans a milestone below the payment minimum: the deal meets it.
  await owner.reload();
  const budget = owner.getByTestId('milestone-budget');
  await expect(budget).toHaveText(`$0 of ${usd(1500)} agreed is planned`);
  await owner.getByRole('button', { name: 'ADD MILESTONE' }).click();
  let add = owner.getByRole('dialog', { name: 'ADD MILESTONE' });
  await expect(add.getByText(`${usd(1500)} of the agreed amount is left`)).toBeVisible();
  await add.getByLabel('Title').fill('Colour test');
  await add.getByLabel('Amount (USD)').fill(String(small));
  await add.getByRole('button', { name: 'ADD MILESTONE' }).click();
  await expect(add).toBeHidden();
  await expect(owner.getByTestId('milestone-row')).toHaveCount(1);
  await expect(budget).toHaveText(`${usd(small)} of ${usd(1500)} agreed is planned`);

  // One exceeding what is left is refused with the server's message, and nothing is added.
  await owner.getByRole('button', { name: 'ADD MILESTONE' }).click();
  add = owner.getByRole('dialog', { name: 'ADD MILESTONE' });
  await add.getByLabel('Title').fill('Everything else');
  await add.getByLabel('Amount (USD)').fill('1500');
  await add.getByRole('button', { name: 'ADD MILESTONE' }).click();
  await expect(
    owner.getByText(`Milestones may add up to the agreed ${usd(1500)}; ${usd(1500 - small)} of it is left`),
  ).toBeVisible();
  await add.getByRole('button', { name: 'CANCEL' }).click();
  await expect(add).toBeHidden();
  await expect(owner.getByTestId('milestone-row')).toHaveCount(1);

  await brand.context.close();
  await artist.context.close();
});

import { expect, test } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, signIn, signUp, unique } from './support';

// My network (spec 2.12) is where a pending application or invitation waits: one sent to you is answered on its card.

test('an invitation waiting in my network is answered there: ACCEPT moves it to CURRENT', async ({
  browser,
  baseURL,
}) => {
  const brand = await signIn(browser, baseURL!, DEMO.brand, { viewport: DESKTOP });
  const artist = await signUp(
    browser,
    baseURL!,
    { firstName: 'Nell', lastName: 'Network', userType: 'artist' },
    {
      viewport: PHONE,
    },
  );
  const title = `Network mural ${unique()}`;
  const created = await brand.context.request.post('/api/projects', { data: { title, location: 'Houston, TX' } });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: string };
  const invited = await brand.context.request.post('/api/invitations', {
    data: { artistId: artist.id, projectType: 'brand_project', projectId: project.id },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  const { page } = artist;
  await page.goto('/my-network');
  await page.getByRole('tab', { name: 'FUTURE (1)' }).click();
  const card = page.getByRole('tabpanel').getByTestId('collaboration');
  await expect(card.getByRole('link', { name: title })).toBeVisible();
  // The next step is on the card itself; the brand's own view of it offers none (it sent it: WITHDRAW).
  await card.getByRole('button', { name: 'ACCEPT' }).click();
  // What happened, and the next step: the deal room.
  await expect(page.getByText(`You joined ${title}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'OPEN DEAL ROOM' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'FUTURE (0)' })).toBeVisible();
  await page.getByRole('tab', { name: 'CURRENT (1)' }).click();
  await expect(page.getByRole('tabpanel').getByTestId('collaboration').getByText('ACCEPTED')).toBeVisible();

  await brand.page.goto('/my-network');
  await brand.page.getByRole('tab', { name: /^CURRENT/ }).click();
  const sent = brand.page.getByRole('tabpanel').getByTestId('collaboration').filter({ hasText: title });
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('button', { name: 'ACCEPT' })).toHaveCount(0);
  await brand.context.close();
  await artist.context.close();
});

import { expect, test, type Page } from '@playwright/test';
import { DEMO, DESKTOP, PHONE, getJson, noSidewaysScroll, signIn, signUp, unique, usd, type Person } from './support';

/**
 * Hiring closes the loop (issue 35): the owner accepts an application choosing to close the project, the other
 * applicant is declined politely, and both sides land in the deal room: the owner with FUND ESCROW and the artist and
 * amount filled in, the artist from their "You're hired" notification, the conversation opened by a system line.
 */
const QUOTE = 5000;

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/deal-room/${name}.png`, fullPage: true });

async function applyTo(artist: Person, projectId: string, proposal?: Record<string, unknown>) {
  const response = await artist.context.request.post('/api/applications', {
    data: { projectType: 'brand_project', projectId, ...(proposal ? { proposal } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('the owner hires and closes the project; both sides reach the deal room', async ({ browser, baseURL }) => {
  const brand = await signIn(browser, baseURL!, DEMO.brand, { viewport: DESKTOP });
  const artist = await signUp(
    browser,
    baseURL!,
    { firstName: 'Ava', lastName: 'Hire', userType: 'artist' },
    {
      viewport: PHONE,
    },
  );
  const other = await signUp(browser, baseURL!, { firstName: 'Otto', lastName: 'Second', userType: 'artist' });
  const title = `Deal room mural ${unique()}`;
  const created = await brand.context.request.post('/api/projects', { data: { title, location: 'Austin, TX' } });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: string };
  await applyTo(artist, project.id, { quote: QUOTE, durationDays: 12 });
  const otherApplication = await applyTo(other, project.id);

  // The owner accepts from the notifications page: the review dialog asks whether the project stays open (close by
  // default for a first hire).
  const owner = brand.page;
  await owner.goto('/notifications');
  const received = owner.getByRole('listitem').filter({ hasText: `${artist.name} applied to ${title}` });
  await received.getByRole('button', { name: 'ACCEPT' }).click();
  const hire = owner.getByRole('dialog', { name: 'REVIEW APPLICATION' });
  await expect(hire.getByRole('radio', { name: 'Close it: decline the other applicants politely' })).toBeChecked();
  await expect(hire.getByRole('radio', { name: 'Keep the project open for more artists' })).not.toBeChecked();
  await hire.getByRole('button', { name: 'ACCEPT' }).click();
  await expect(owner.getByText(`${artist.name} is hired`)).toBeVisible();
  // The toast's link opens this artist's deal (the demo brand's earlier deals have links of their own on the page).
  await owner
    .getByRole('link', { name: 'OPEN DEAL ROOM' })
    .and(owner.locator(`[href="/deals/${project.id}?artistId=${artist.id}"]`))
    .first()
    .click();
  await expect(owner).toHaveURL(new RegExp(`/deals/${project.id}\\?artistId=${artist.id}$`));

  // The deal room: HIRED, the one next step FUND ESCROW for the agreed amount, prefilled in the payment dialog.
  await expect(owner.getByRole('heading', { name: title })).toBeVisible();
  await expect(owner.getByText('HIRED', { exact: true }).first()).toBeVisible();
  await expect(owner.getByTestId('waiting-for')).toHaveText(`${artist.name} is waiting for you to fund escrow`);
  await owner.getByRole('button', { name: `FUND ESCROW ${usd(QUOTE)}` }).click();
  const pay = owner.getByRole('dialog', { name: 'CREATE PAYMENT' });
  await expect(pay.getByRole('combobox', { name: 'Artist' })).toHaveValue(new RegExp(`^${artist.name}`));
  await expect(pay.getByRole('textbox', { name: 'Total amount (USD)' })).toHaveValue('5000.00');
  await pay.getByRole('button', { name: 'PAY INTO ESCROW' }).click();
  await expect(owner.getByText('PAYMENT CREATED')).toBeVisible();
  await expect(owner.getByTestId('waiting-for')).toHaveText(`Waiting for ${artist.name} to start the work`);
  await shot(owner, 'owner-funded-desktop');

  // The other applicant was declined, politely.
  const declined = await getJson<{ status: string }>(other.context, `/api/applications/${otherApplication}`);
  expect(declined.status).toBe('rejected');
  const told = await getJson<{ items: { title: string; message: string }[] }>(other.context, '/api/notifications');
  expect(told.items[0]).toMatchObject({
    title: 'Another artist was hired',
    message: expect.stringContaining(`Thanks for applying to ${title}`),
  });

  // The artist, on a phone, follows "You're hired" to the deal room, where START waits and the conversation opens
  // with the system line.
  const page = artist.page;
  await page.goto('/notifications');
  const hired = page.getByRole('listitem').filter({ hasText: "You're hired" });
  await hired.getByRole('link', { name: 'OPEN DEAL ROOM' }).click();
  await expect(page).toHaveURL(new RegExp(`/deals/${project.id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'START' })).toBeVisible();
  await expect(page.getByTestId('system-line')).toContainText(`hired ${artist.name} for ${title} at ${usd(QUOTE)}`);
  await noSidewaysScroll(page);
  await shot(page, 'artist-hired-phone');

  // The project's page says HIRED (not APPLIED) and leads back to the deal room.
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByTestId('your-deal')).toContainText('HIRED');
  await expect(page.getByTestId('your-application')).toHaveCount(0);
  await page.getByTestId('your-deal').getByRole('link', { name: 'OPEN DEAL ROOM' }).click();
  await expect(page).toHaveURL(new RegExp(`/deals/${project.id}$`));

  // The owner's dashboard lists the deal under YOUR DEALS.
  await owner.goto('/');
  const deals = owner.getByRole('region', { name: 'Your deals' });
  await expect(deals.getByText(title)).toBeVisible();

  for (const person of [brand, artist, other]) await person.context.close();
});

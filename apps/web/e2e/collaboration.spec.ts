import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

// Seeded demo accounts (packages/db/src/seed): every seeded user shares this password.
const DEMO_PASSWORD = 'wallcraft-demo';
const BRAND_EMAIL = 'brand@wallcraft.dev';
const ARTIST_EMAIL = 'artist@wallcraft.dev';

type Person = { context: BrowserContext; page: Page; id: string; name: string };

async function signIn(browser: Browser, baseURL: string, email: string): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), `sign in as ${email}`).toBe(true);
  const me = (await (await context.request.get('/api/auth/user')).json()) as {
    user: { id: string; firstName: string; lastName: string };
  };
  return { context, page: await context.newPage(), id: me.user.id, name: `${me.user.firstName} ${me.user.lastName}` };
}

async function getJson<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** An open project of the demo brand that the demo artist has not applied to yet (the seed invites her to some). */
async function pickProject(brand: Person, artist: Person): Promise<{ id: string; title: string }> {
  const projects = (
    await getJson<{ items: { id: string; title: string }[] }>(
      brand.context,
      '/api/projects/my-projects?status=open&limit=100',
    )
  ).items;
  const applied = await getJson<{ items: { project: { id: string } }[] }>(
    artist.context,
    '/api/applications/my-applications?limit=100',
  );
  const appliedIds = new Set(applied.items.map((application) => application.project.id));
  const project = projects.find((candidate) => !appliedIds.has(candidate.id));
  if (!project)
    throw new Error('The seed should leave the demo brand an open project the demo artist has not applied to');
  return project;
}

function bell(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
}

async function openBell(page: Page) {
  await bell(page).click();
  return page.getByRole('dialog').filter({ hasText: 'NOTIFICATIONS' });
}

test('an artist applies, the brand accepts from the bell, and the two exchange messages live', async ({
  browser,
  baseURL,
}) => {
  const brand = await signIn(browser, baseURL!, BRAND_EMAIL);
  const artist = await signIn(browser, baseURL!, ARTIST_EMAIL);
  const project = await pickProject(brand, artist);

  // The brand sits on the dashboard; nothing below reloads this page until the messages step.
  await brand.page.goto('/');
  await expect(bell(brand.page)).toBeVisible();

  await artist.page.goto(`/projects/${project.id}`);
  await expect(artist.page.getByRole('heading', { name: project.title })).toBeVisible();
  await artist.page.getByRole('button', { name: 'APPLY TO PROJECT' }).click();
  const applyDialog = artist.page.getByRole('dialog');
  await applyDialog.getByLabel('Message (optional)').fill('I paint big, bold murals. Happy to start next week.');
  await applyDialog.getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
  await expect(artist.page.getByText('Application Submitted')).toBeVisible();

  // The application reaches the brand's bell over the websocket: no reload, no waiting for the 30 s poll.
  const brandMenu = await openBell(brand.page);
  const received = brandMenu.getByRole('listitem').filter({ hasText: `${artist.name} applied to ${project.title}` });
  await expect(received).toBeVisible({ timeout: 15_000 });
  await received.getByRole('button', { name: 'ACCEPT' }).click();
  // Accepting hires: the review dialog asks whether the project stays open (closing is the default for a first hire).
  await brand.page.getByRole('dialog', { name: 'REVIEW APPLICATION' }).getByRole('button', { name: 'ACCEPT' }).click();
  await expect(brand.page.getByText(`${artist.name} is hired`)).toBeVisible();

  const artistMenu = await openBell(artist.page);
  await expect(artistMenu.getByText(`hired you for ${project.title}`)).toBeVisible({ timeout: 15_000 });
  await artist.page.keyboard.press('Escape');

  await artist.page.goto('/my-network');
  await expect(artist.page.getByRole('tab', { name: /^CURRENT \(\d+\+?\)$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(artist.page.getByRole('tabpanel').getByRole('link', { name: project.title })).toBeVisible();

  // Both open the conversation; each sees the other's message arrive without reloading.
  await brand.page.goto(`/messages?userId=${artist.id}`);
  await artist.page.goto(`/messages?userId=${brand.id}`);
  const brandInput = brand.page.getByRole('textbox', { name: 'Message' });
  const artistInput = artist.page.getByRole('textbox', { name: 'Message' });

  const hello = `Welcome aboard for ${project.title}! When can you start?`;
  await brandInput.fill(hello);
  await brandInput.press('Enter');
  await expect(brand.page.getByText('Message Sent')).toBeVisible();
  await expect(artist.page.getByRole('log', { name: 'Messages' }).getByText(hello)).toBeVisible({ timeout: 15_000 });

  const reply = 'Monday works. I will bring the sketches.';
  await artistInput.fill(reply);
  await artistInput.press('Enter');
  await expect(brand.page.getByRole('log', { name: 'Messages' }).getByText(reply)).toBeVisible({ timeout: 15_000 });

  await brand.context.close();
  await artist.context.close();
});

test('Shift+Enter starts a new line and a blank message is never sent', async ({ browser, baseURL }) => {
  const artist = await signIn(browser, baseURL!, ARTIST_EMAIL);
  const brand = await signIn(browser, baseURL!, BRAND_EMAIL);
  await artist.page.goto(`/messages?userId=${brand.id}`);
  const input = artist.page.getByRole('textbox', { name: 'Message' });

  await input.fill('   ');
  await input.press('Enter');
  await expect(artist.page.getByRole('button', { name: 'SEND' })).toBeDisabled();
  await expect(artist.page.getByText('Message Sent')).toHaveCount(0);

  await input.fill('first line');
  await input.press('Shift+Enter');
  await input.pressSequentially('second line');
  await expect(input).toHaveValue('first line\nsecond line');
  await artist.context.close();
  await brand.context.close();
});

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DESKTOP, newContext, noSidewaysScroll, PHONE, signUp, unique, type Person } from './support';

/**
 * The operators' console end to end: a superadmin signs in with a password and a TOTP code (enrolling it the
 * first time), invites an operator who joins and enrols too; the operator decides a dispute, the superadmin
 * changes the fee, and each action is in the audit log. The console runs on its own origin (E2E_PORT + 1).
 */

const ROOT = { username: 'e2e-root', password: 'e2e-root-password-long' };

test.describe.configure({ mode: 'serial' });

function consoleURL(baseURL: string | undefined): string {
  const url = new URL(baseURL!);
  url.port = String(Number(url.port) + 1);
  return url.origin;
}

/** A code for this secret that has not been used yet: the console refuses a code twice. */
const used = new Set<string>();
async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    for (const candidate of [step, step + 1]) {
      const key = `${secret}:${candidate}`;
      if (!used.has(key)) {
        used.add(key);
        return generate({ secret, epoch: candidate * 30 });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 100));
  }
}

/** Signs in on the console's login page; at the first sign-in enrols the authenticator and keeps the codes. */
async function consoleSignIn(page: Page, credentials: { username: string; password: string }, secret?: string) {
  await page.goto('/admin/login');
  await page.getByLabel(/^Username/).fill(credentials.username);
  await page.getByLabel(/^Password/).fill(credentials.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  let key = secret;
  if (!key) {
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    key = (await page.getByTestId('totp-secret').textContent())!.trim();
  } else {
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  }
  await page.getByLabel(/^Authentication code/).fill(await freshCode(key));
  if (!secret) {
    await expect(page.getByTestId('recovery-codes')).toContainText(/[A-Z2-9]{4}-[A-Z2-9]{4}/);
    await page.getByRole('button', { name: 'I SAVED THEM' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return key;
}

/** A completed brand project whose payout the brand disputes, with a message from the artist in between. */
async function disputedProject(browser: Browser, baseURL: string) {
  const brand = await signUp(browser, baseURL, { firstName: 'Dora', lastName: 'Dispute', userType: 'brand' });
  const artist = await signUp(browser, baseURL, { firstName: 'Ari', lastName: 'Split', userType: 'artist' });
  const post = async (who: Person, path: string, data: object, method: 'post' | 'patch' = 'post') => {
    const response = await who.context.request[method](path, { data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { id: string };
  };
  const title = `Harbour mural ${unique()}`;
  const project = await post(brand, '/api/projects', { title, location: 'Houston, TX', budget: 2000 });
  const application = await post(artist, '/api/applications', { projectType: 'brand_project', projectId: project.id });
  await post(brand, `/api/applications/${application.id}`, { status: 'accepted' }, 'patch');
  await post(brand, '/api/transactions', {
    projectId: project.id,
    projectType: 'brand_project',
    recipientId: artist.id,
    amount: 800,
    paymentType: 'lump_sum',
  });
  const position = { latitude: 29.76, longitude: -95.37 };
  await post(artist, `/api/projects/${project.id}/start`, { projectType: 'brand_project', ...position });
  await post(artist, `/api/projects/${project.id}/complete`, {
    projectType: 'brand_project',
    photos: ['https://images.example.com/final.jpg'],
  });
  await post(artist, '/api/messages', { receiverId: brand.id, content: 'The scaffold came two days late.' });
  await post(brand, `/api/projects/${project.id}/dispute`, {
    projectType: 'brand_project',
    reason: 'Half of the mural is missing',
  });
  return { brand, artist, title };
}

let superadmin: { context: BrowserContext; page: Page; secret: string };

// The specs share one server: the fee goes back to its default for those that follow (payments.spec reads 5%).
test.afterAll(async () => {
  const restored = await superadmin?.context.request.patch('/admin/api/admin/settings', {
    data: { platformFeePercent: 5, note: 'Back to the default after the e2e run' },
  });
  if (restored) expect(restored.ok(), await restored.text()).toBe(true);
});
let operator: Page;

test('a superadmin enrols two-factor sign-in and invites an operator', async ({ browser, baseURL }) => {
  const context = await newContext(browser, consoleURL(baseURL), { viewport: DESKTOP });
  const page = await context.newPage();
  const secret = await consoleSignIn(page, ROOT);
  superadmin = { context, page, secret };
  // The header names who is signed in, with their role.
  await expect(page.getByTestId('admin-name')).toHaveText(ROOT.username);
  await expect(page.getByTestId('admin-role')).toHaveText('superadmin');
  // Reached by the keyboard, LOG OUT shows its focus in yellow on the black header (Mantine's dark ring is unseen).
  await page.getByRole('button', { name: 'Toggle navigation' }).and(page.locator(':visible')).focus();
  await page.keyboard.press('Tab');
  const logOut = page.getByRole('button', { name: 'LOG OUT' });
  await expect(logOut).toBeFocused();
  expect(await logOut.evaluate((button) => getComputedStyle(button).outlineColor)).toBe('rgb(255, 193, 7)');
});

test('the console’s session works through the console alone: the web origin finds no admin API', async ({
  baseURL,
}) => {
  const { context } = superadmin;
  const consoleOrigin = consoleURL(baseURL);
  expect((await context.request.get('/admin/api/admin/me')).status()).toBe(200);
  const session = (await context.cookies(`${consoleOrigin}/admin/`)).find(
    (cookie) => cookie.name === 'wc_admin_session',
  )!;
  expect(session).toMatchObject({ path: '/admin', httpOnly: true });

  // The same cookie, sent to the API's public port by hand: no such route.
  const cookie = `${session.name}=${session.value}`;
  for (const path of ['/api/admin/me', '/api/admin/export/users.csv', '/trpc/admin.me'])
    expect((await context.request.get(`${baseURL}${path}`, { headers: { cookie } })).status(), path).toBe(404);

  // A page of the web origin (same host, where the cookie would reach every port) calling with credentials.
  const web = await context.newPage();
  await web.goto(`${baseURL}/login`);
  const answers = await web.evaluate(async (origin) => {
    const statuses: Record<string, number | string> = {};
    for (const url of ['/api/admin/me', '/trpc/admin.me', `${origin}/admin/api/admin/me`])
      statuses[url] = await fetch(url, { credentials: 'include' }).then(
        (response) => response.status,
        () => 'unreadable',
      );
    return statuses;
  }, consoleOrigin);
  expect(answers).toEqual({
    '/api/admin/me': 404,
    '/trpc/admin.me': 404,
    [`${consoleOrigin}/admin/api/admin/me`]: 'unreadable',
  });
  await web.close();
});

test('an invited operator joins, signs in with TOTP and decides a dispute with a split', async ({
  browser,
  baseURL,
}) => {
  const { page } = superadmin;
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Note', { exact: true }).fill('Night shift');
  await page.getByRole('button', { name: 'CREATE LINK' }).click();
  const link = (await page.getByTestId('invite-link').textContent())!.trim();

  const operatorContext = await newContext(browser, consoleURL(baseURL), { viewport: DESKTOP });
  const operatorPage = await operatorContext.newPage();
  await operatorPage.goto(link);
  const credentials = { username: `night-${unique().slice(-6)}`, password: 'night-shift-password' };
  await operatorPage.getByLabel(/^Username/).fill(credentials.username);
  await operatorPage.getByLabel(/^Password/).fill(credentials.password);
  await operatorPage.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(operatorPage).toHaveURL(/\/admin\/login$/);
  await consoleSignIn(operatorPage, credentials);
  operator = operatorPage;

  await expect(operatorPage.getByTestId('admin-name')).toHaveText(credentials.username);
  await expect(operatorPage.getByTestId('admin-role')).toHaveText('operator');

  const { title, brand, artist } = await disputedProject(browser, baseURL!);
  await operatorPage.goto('/admin/transactions/disputes');
  await operatorPage.getByRole('button', { name: `Open the dispute on ${title}` }).click();
  const drawer = operatorPage.getByRole('dialog', { name: 'Dispute' });
  await expect(drawer.getByTestId('dispute-messages')).toContainText('The scaffold came two days late.');
  await drawer.getByText('Split', { exact: true }).click();
  // The share is dollars of the $800 held: more than it holds is refused beside the field, and nothing moves.
  const share = drawer.getByLabel("Artist's share ($)");
  await share.fill('900');
  await drawer.getByLabel('Note').fill('Photos show about 60% of the wall done.');
  await drawer.getByRole('button', { name: 'DECIDE' }).click();
  await expect(drawer.getByText(/less than the \$800 held in escrow/)).toBeVisible();
  await share.fill('480');
  await drawer.getByRole('button', { name: 'DECIDE' }).click();
  // The API's preview, then CONFIRM: the only step that moves money.
  await expect(drawer.getByTestId('dispute-preview')).toHaveText(
    'Ari Split gets $456 (after the $24 fee), Dora Dispute gets $320 back.',
  );
  await drawer.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(operatorPage.getByText(`${title}: the money moved and both parties were notified.`)).toBeVisible();
  await expect(operatorPage.getByRole('cell', { name: title })).toHaveCount(0);

  // The payment row opens to its details: the ledger summed per account, the dispute, links to both parties.
  await operatorPage.getByRole('link', { name: 'Transactions' }).click();
  await operatorPage.getByLabel('Search payments by project, payer or recipient').fill(title);
  await operatorPage
    .getByRole('button', { name: /^Open payment / })
    .first()
    .click();
  const payment = operatorPage.getByRole('dialog', { name: /^Payment / });
  await expect(payment.getByText('Dispute resolved: split', { exact: false })).toBeVisible();
  const sums = payment.getByRole('table').filter({ hasText: 'ESCROW' }).last();
  // The artist's net, the fee, and the payer's $800 less the $320 that came back; escrow holds nothing now.
  await expect(sums).toContainText('ARTIST · ARI SPLIT$456');
  await expect(sums).toContainText('PLATFORM FEES$24');
  await expect(sums).toContainText('PAYER · DORA DISPUTE-$480');
  await expect(sums).toContainText('ESCROW$0');
  await expect(payment.getByRole('link', { name: title })).toBeVisible();
  await payment.getByRole('link', { name: new RegExp(`^${artist.name}`) }).click();
  await expect(operatorPage).toHaveURL(new RegExp(`/admin/users\\?open=${artist.id}`));
  await expect(operatorPage.getByRole('dialog')).toContainText(artist.name);
  expect(brand.id).not.toBe(artist.id);
});

test('the operator finds a user by email and suspends them: signed out at once, sign-in refused', async ({
  browser,
  baseURL,
}) => {
  const user = await signUp(browser, baseURL!, { firstName: 'Sly', lastName: 'Spammer', userType: 'artist' });
  // Their tab is open on their dashboard (its realtime socket open) while the operator acts.
  await user.page.goto('/');
  await expect(user.page.getByRole('button', { name: 'User menu' }).first()).toBeVisible();
  const { user: me } = (await (await user.context.request.get('/api/auth/user')).json()) as { user: { email: string } };

  await operator.goto('/admin/users');
  await operator.getByLabel('Search users by name or email').fill(me.email);
  await operator.getByRole('button', { name: `Open ${me.email}` }).click();
  await operator.getByRole('button', { name: 'SUSPEND' }).click();
  await operator.getByLabel(/^Reason/).fill('Posting the same scam message to every brand.');
  await operator
    .getByRole('dialog', { name: `Suspend ${me.email}?` })
    .getByRole('button', { name: 'SUSPEND' })
    .click();
  await expect(operator.getByText(`${me.email} was signed out everywhere and cannot sign in.`)).toBeVisible();

  // Their open tab is told why, on a page of its own, with the way to support and SIGN OUT.
  const notice = user.page.getByTestId('suspended-notice');
  await expect(notice).toContainText(
    'Your account is suspended: Posting the same scam message to every brand. Contact support',
    { timeout: 20_000 },
  );
  await notice.getByRole('link', { name: 'CONTACT SUPPORT' }).click();
  await expect(user.page).toHaveURL(/\/contact$/);
  await user.page.goBack();
  await user.page.getByRole('button', { name: 'SIGN OUT' }).click();
  await expect(user.page.getByTestId('suspended-notice')).toHaveCount(0);
  expect(await (await user.context.request.get('/api/auth/user')).json()).toBeNull();

  // Signing in again is refused with the same notice.
  await user.page.goto('/login');
  await user.page.getByLabel('Email').fill(me.email);
  await user.page.getByRole('textbox', { name: 'Password' }).fill('spray-paint-2025');
  await user.page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
  await expect(user.page.getByTestId('suspended-notice')).toContainText('Posting the same scam message');
  // It reads on a phone too, without sideways scroll.
  await user.page.setViewportSize(PHONE);
  await expect(user.page.getByRole('button', { name: 'SIGN OUT' })).toBeVisible();
  await noSidewaysScroll(user.page);
  await user.page.screenshot({ path: 'test-results/suspended-notice-360.png' });
});

test('the operator resolves a report by hiding the wall, which then is gone for everyone else', async ({
  browser,
  baseURL,
}) => {
  const owner = await signUp(browser, baseURL!, { firstName: 'Wes', lastName: 'Wall', userType: 'wall_owner' });
  const reporter = await signUp(browser, baseURL!, { firstName: 'Rae', lastName: 'Report', userType: 'artist' });
  const wallTitle = `Fake wall ${unique()}`;
  const wall = await owner.context.request.post('/api/walls', { data: { title: wallTitle, location: 'Houston, TX' } });
  const { id: wallId } = (await wall.json()) as { id: string };
  const reported = await reporter.context.request.post('/api/reports', {
    data: { targetType: 'wall', targetId: wallId, reason: 'scam', comment: 'This wall does not exist.' },
  });
  expect(reported.status()).toBe(201);

  await operator.goto('/admin/moderation');
  await operator.getByRole('button', { name: wallTitle }).click();
  await operator.getByLabel(/^Note/).fill('The address is a parking lot: no wall there.');
  await operator.getByRole('button', { name: 'HIDE ITEM' }).click();
  // The decision is made once the console says so; the wall's page is read only then.
  await expect(operator.getByText('ITEM HIDDEN')).toBeVisible();
  await expect(operator.getByRole('button', { name: `${wallTitle} (hidden)` })).toHaveCount(0);
  expect((await reporter.context.request.get(`/api/walls/${wallId}`)).status()).toBe(404);
  expect((await owner.context.request.get(`/api/walls/${wallId}`)).status()).toBe(200);
});

test('the operator answers a support message, and its sender reads the answer in the web app', async ({
  browser,
  baseURL,
}) => {
  const sender = await signUp(browser, baseURL!, { firstName: 'Sam', lastName: 'Sender', userType: 'artist' });
  const subject = `Payout question ${unique()}`;
  const sent = await sender.context.request.post('/api/contact', {
    data: { subject, comments: 'When does my escrow get released?' },
  });
  expect(sent.ok()).toBe(true);

  await operator.goto('/admin/support');
  await operator.getByRole('button', { name: subject }).click();
  await operator.getByLabel(/^Reply/).fill('Fourteen days after completion, or once both reviews are in.');
  await operator.getByRole('button', { name: 'SEND AND RESOLVE' }).click();
  await expect(operator.getByText('REPLIED AND RESOLVED')).toBeVisible();

  await sender.page.goto('/contact');
  await expect(sender.page.getByText('Fourteen days after completion, or once both reviews are in.')).toBeVisible();
  await expect(sender.page.getByText('ANSWERED').first()).toBeVisible();
});

test('the superadmin changes the fee, and the audit log shows every action', async () => {
  const { page } = superadmin;
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Platform fee (%)').fill('6.5');
  await page.getByLabel('Note (optional)').fill('Spring pricing');
  await page.getByRole('button', { name: 'SAVE SETTINGS' }).click();
  await expect(page.getByText('SETTINGS SAVED')).toBeVisible();
  await expect(page.getByText(/Set by e2e-root/).first()).toBeVisible();

  await page.getByRole('link', { name: 'Audit log' }).click();
  for (const action of [
    'setting.update',
    'dispute.resolve',
    'user.suspend',
    'report.resolve',
    'content.hide',
    'support.reply',
    'operator.invite',
    'operator.join',
    'operator.enrol_2fa',
  ])
    await expect(page.getByRole('cell', { name: action }).first()).toBeVisible();
});

test('the system page shows readiness, the ledger check and backups, and fits a phone', async () => {
  const { page } = superadmin;
  await page.getByRole('link', { name: 'System' }).click();
  await expect(page.getByRole('region', { name: 'Readiness' })).toContainText('READY');
  await expect(page.getByRole('region', { name: 'Ledger check' })).toContainText('BALANCED');
  await expect(page.getByRole('region', { name: 'Backups' })).toContainText('set BACKUP_DIR');
  await expect(page.getByRole('cell', { name: 'ledger.check' })).toBeVisible();
  const logout = page.getByRole('banner').getByRole('button', { name: 'LOG OUT' });
  const wide = await logout.boundingBox();
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: 'REFRESH' }).click();
  await expect(page.getByRole('region', { name: 'Server errors, last 7 days' })).toBeVisible();
  await noSidewaysScroll(page);
  // The header keeps the role and a whole LOG OUT on a phone (not squeezed: as wide as on a desktop, inside the
  // screen); the operator's name is in the menu.
  const narrow = await logout.boundingBox();
  expect(narrow!.width).toBe(wide!.width);
  expect(narrow!.x + narrow!.width).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByTestId('admin-signed-in')).toHaveText(`Signed in as ${ROOT.username}`);
});

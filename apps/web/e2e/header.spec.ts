import { expect, test, type Page } from '@playwright/test';
import { PHONE, compactMenuItem, layoutShifts, recordLayoutShifts } from './support';

// Seeded demo accounts (packages/db/src/seed): every seeded user shares this password.
const DEMO_PASSWORD = 'wallcraft-demo';

async function signIn(page: Page, email: string) {
  const login = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), `sign in as ${email}`).toBe(true);
}

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

// Each profile finds its way in from the header: on a laptop as a button or menu, on a phone in the menu.
const PROFILES = [
  { email: 'brand@wallcraft.dev', menu: null, links: { 'POST A PROJECT': '/projects/create' } },
  {
    email: 'owner@wallcraft.dev',
    menu: 'POST',
    links: { 'LIST A WALL': '/walls/create', 'POST A WALL PROJECT': '/wall-projects/create' },
  },
  {
    email: 'artist@wallcraft.dev',
    menu: 'FIND WORK',
    links: { 'BRAND PROJECTS': '/browse/projects', 'WALL PROJECTS': '/browse/wall-projects' },
  },
] as const;

for (const profile of PROFILES) {
  test(`${profile.email} reaches what they post or look for from the header, on a laptop and a 360 px phone`, async ({
    page,
  }) => {
    await signIn(page, profile.email);
    const header = page.getByRole('banner');

    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [label, path] of Object.entries(profile.links)) {
      await page.goto('/');
      if (profile.menu) await header.getByRole('button', { name: profile.menu }).click();
      await page.getByRole(profile.menu ? 'menuitem' : 'link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await noSidewaysScroll(page, `${path} at 1280 px`);
    }

    await page.setViewportSize({ width: 360, height: 740 });
    for (const [label, path] of Object.entries(profile.links)) {
      await page.goto('/');
      await noSidewaysScroll(page, 'the dashboard at 360 px');
      await (await compactMenuItem(page, label)).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await noSidewaysScroll(page, `${path} at 360 px`);
    }
    // The avatar's menu stays on screen and reachable at every width.
    await header.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: /log out/i })).toBeInViewport();
    for (const width of [430, 800, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(header.getByRole('button', { name: 'User menu' }), `the avatar at ${width} px`).toBeInViewport({
        ratio: 1,
      });
      await expect(header.getByRole('button', { name: 'Switch profile' })).toBeInViewport({ ratio: 1 });
    }
  });
}

test('the phone menu pressed before its code has arrived opens once it has', async ({ page }) => {
  // The menus are a chunk of their own, loaded beside the page: hold it back to press the button first.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/HeaderMenus-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/discover');
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'DISCOVER' })).toHaveCount(0);
  release();
  await page.getByRole('menuitem', { name: 'DISCOVER' }).click();
  await expect(page).toHaveURL(/\/discover$/);
});

test('on a page the browser draws, the signed-in header appears whole instead of part by part', async ({ page }) => {
  await recordLayoutShifts(page, { withHeader: true });
  await signIn(page, 'owner@wallcraft.dev');
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    // /billing is drawn by the browser: the session, then the menus' code, arrive after the header first draws.
    await page.goto('/billing');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page), `${viewport.width} px`).toEqual([]);
  }
});

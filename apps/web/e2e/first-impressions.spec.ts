import { expect, test, type Page } from '@playwright/test';
import {
  compactMenuItem,
  DEMO,
  DESKTOP,
  getJson,
  newWallProject,
  newContext,
  noSidewaysScroll,
  PHONE,
  signIn,
  signUp,
} from './support';

// What a first visit shows (issue 34 §4): a visitor's home page, a friend's referral link, a new user's first
// steps, the support chat's button clear of every control, and the assistant answering with a link.

test('at 360 px a visitor sees what WallCraft is, a live project, and reaches sign-up from the page and the menu', async ({
  browser,
  baseURL,
}) => {
  const context = await newContext(browser, baseURL!, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'MURALS, MADE TOGETHER' })).toBeVisible();
  await expect(page.getByText('WallCraft is the marketplace for murals')).toBeVisible();
  for (const who of ['FOR ARTISTS', 'FOR WALL OWNERS', 'FOR BRANDS'])
    await expect(page.getByRole('heading', { name: who })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How a deal works' })).toBeVisible();
  await expect(page.getByText(/Our fee is 5%/)).toBeVisible();
  await noSidewaysScroll(page);

  // A live project from the data: its card opens its page.
  const projects = page.getByRole('region', { name: 'Live projects' }).getByTestId('home-card');
  await expect(projects.first()).toBeVisible();
  const title = (await projects.first().getByText(/./).first().textContent()) ?? '';
  await projects.first().click();
  await expect(page).toHaveURL(/\/(projects|wall-projects)\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.trim(), { ignoreCase: true });

  // SIGN UP on the page, then in the phone menu: both open the sign-up form.
  await page.goto('/');
  await page.getByRole('link', { name: 'SIGN UP' }).first().click();
  await expect(page).toHaveURL(/\/login\?tab=sign-up$/);
  await expect(page.getByRole('button', { name: 'CREATE ACCOUNT' })).toBeVisible();

  await page.goto('/');
  await (await compactMenuItem(page, 'SIGN UP')).click();
  await expect(page).toHaveURL(/\/login\?tab=sign-up$/);
  await expect(page.getByRole('button', { name: 'CREATE ACCOUNT' })).toBeVisible();
  await page.goto('/');
  await (await compactMenuItem(page, 'LOG IN')).click();
  await expect(page.getByRole('button', { name: 'SIGN IN', exact: true })).toBeVisible();
  await context.close();
});

test('the home page is drawn by the server: without JavaScript it still says what WallCraft is', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'MURALS, MADE TOGETHER' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live projects' }).getByTestId('home-card').first()).toBeVisible();
  await context.close();
});

test("a friend's referral link names the friend and the bonus, and the code is kept through sign-up", async ({
  browser,
  baseURL,
}) => {
  const friend = await signIn(browser, baseURL!, DEMO.artist);
  const { code } = await getJson<{ code: string }>(friend.context, '/api/referrals/my-code');
  const [first, last] = friend.name.split(' ');
  const named = `${first} ${last?.charAt(0)}.`;

  const context = await newContext(browser, baseURL!, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/?ref=${code}`);
  const invite = page.getByTestId('referral-invite');
  await expect(invite).toContainText(`${named.toUpperCase()} INVITED YOU`);
  await expect(invite).toContainText(`${named} earns $10 once you have confirmed your email`);
  await noSidewaysScroll(page);

  // Browsing on, then signing up: the kept code goes with the sign-up form.
  await page.goto('/discover');
  await page.goto('/');
  await page.getByRole('link', { name: 'SIGN UP' }).first().click();
  await expect(page.getByTestId('referral-note')).toContainText(code);
  await expect(page.getByTestId('referral-invite')).toContainText(named);
  await context.close();
  await friend.context.close();
});

test('a new wall owner sees getting-started steps ticked from their data, and can dismiss them', async ({
  browser,
  baseURL,
}) => {
  const owner = await signUp(
    browser,
    baseURL!,
    { firstName: 'Nia', lastName: 'Stone', userType: 'wall_owner' },
    {
      viewport: PHONE,
    },
  );
  const { page } = owner;
  await page.goto('/');
  const list = page.getByTestId('getting-started');
  await expect(list).toContainText('0 of 2 done');
  const addWall = list.getByRole('link', { name: 'Add a wall' });
  await expect(addWall).toHaveAttribute('href', '/walls/create');
  await expect(list.getByRole('link', { name: 'Post a wall project' })).toHaveAttribute(
    'href',
    '/wall-projects/create',
  );
  await noSidewaysScroll(page);

  const wall = await owner.context.request.post('/api/walls', {
    data: { title: 'Garage side', location: 'Houston, TX', width: 20, height: 10, surfaceType: 'brick' },
  });
  expect(wall.status(), await wall.text()).toBe(201);
  await page.reload();
  await expect(list).toContainText('1 of 2 done');
  await expect(list.getByRole('link', { name: 'Add a wall (done)' })).toBeVisible();

  await list.getByRole('button', { name: 'DISMISS' }).click();
  await expect(list).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('stat-projects')).toBeVisible();
  await expect(page.getByTestId('getting-started')).toHaveCount(0);
  await owner.context.close();
});

/**
 * Whether the support chat's button, where it is visible, covers any other visible control: the boxes of every
 * link, button, field, tab and badge on screen that meet the button's box where the button is on top, checked at
 * the top, the middle and the bottom of the page. (The floating button this replaced failed it: it covered the
 * SEND button, a project's budget and MESSAGE WALL OWNER.)
 */
async function helpButtonOverlaps(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const at of [0, 0.5, 1]) {
    await page.evaluate((share) => window.scrollTo(0, share * document.documentElement.scrollHeight), at);
    await page.waitForTimeout(100);
    found.push(
      ...(await page.evaluate(() => {
        const shown = (element: Element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
            ? box
            : null;
        };
        const onScreen = (box: DOMRect) => box.bottom > 0 && box.top < innerHeight;
        const help = [...document.querySelectorAll('[aria-label$="support chat"]')].filter(
          (element) => element.tagName === 'BUTTON',
        );
        const controls = document.querySelectorAll(
          'a, button, input, textarea, select, [role="button"], [role="tab"], .mantine-Badge-root',
        );
        const hits: string[] = [];
        for (const button of help) {
          const box = shown(button);
          if (!box) continue;
          for (const control of controls) {
            if (control === button || control.contains(button) || button.contains(control)) continue;
            const other = shown(control);
            if (!other || !onScreen(other)) continue;
            const apart =
              other.right <= box.left || other.left >= box.right || other.bottom <= box.top || other.top >= box.bottom;
            if (apart) continue;
            // Content scrolled under the sticky header is hidden by the whole header, whatever it holds: what counts
            // is the button on top of a control of the header itself, or of the page outside the header's band.
            const x = (Math.max(box.left, other.left) + Math.min(box.right, other.right)) / 2;
            const y = (Math.max(box.top, other.top) + Math.min(box.bottom, other.bottom)) / 2;
            const header = document.querySelector('header')?.getBoundingClientRect();
            const underHeader = header && !control.closest('header') && y >= header.top && y <= header.bottom;
            const top = document.elementFromPoint(x, y);
            if (top && button.contains(top) && !underHeader)
              hits.push(`${control.tagName} "${(control.textContent ?? '').trim().slice(0, 40)}"`);
          }
        }
        return hits;
      })),
    );
  }
  return found;
}

test('the support chat button never covers a control, at 360 and 1280 px', async ({ browser, baseURL }) => {
  // A new wall project, so the artist has not applied yet and its page offers MESSAGE WALL OWNER.
  const owner = await signIn(browser, baseURL!, DEMO.owner);
  const project = await newWallProject(owner, 'First impressions');
  await owner.context.close();
  const projectPage = `/wall-projects/${project.id}`;
  const artist = await signIn(browser, baseURL!, DEMO.artist);
  const pages = ['/', '/messages', '/settings', '/discover', projectPage];
  const { page } = artist;

  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
      if (path === projectPage && viewport === DESKTOP)
        await expect(page.getByRole('link', { name: 'MESSAGE WALL OWNER' }).first()).toBeVisible();
      if (path === '/messages') {
        // A conversation open, with its SEND button.
        await page
          .getByLabel(/^Conversation with/)
          .first()
          .click();
        await expect(page.getByRole('button', { name: 'SEND' })).toBeVisible();
      }
      expect(await helpButtonOverlaps(page), `${path} at ${viewport.width} px`).toEqual([]);
    }
  }
  // The check finds a button that floats over the page, as the old one did (fixed at the bottom right).
  await page.setViewportSize(PHONE);
  await page.goto(projectPage);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.evaluate(() => {
    const floating = document.createElement('button');
    floating.setAttribute('aria-label', 'Open support chat');
    floating.style.cssText = 'position:fixed;right:24px;bottom:24px;width:56px;height:56px;z-index:190';
    document.body.append(floating);
  });
  expect(await helpButtonOverlaps(page)).not.toEqual([]);

  // On a laptop the button sits in the header; on a phone the menu holds it.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Open support chat' })).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open support chat' })).toBeHidden();
  await (await compactMenuItem(page, 'SUPPORT CHAT')).click();
  await expect(page.getByRole('dialog', { name: 'ARTIE - SUPPORT' })).toBeVisible();
  await noSidewaysScroll(page);
  await artist.context.close();
});

test('the assistant answers "how do refunds work" with a link to the article, opened in the app', async ({
  browser,
  baseURL,
}) => {
  const artist = await signIn(browser, baseURL!, DEMO.artist, { viewport: DESKTOP });
  const { page } = artist;
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Open support chat' }).click();
  const panel = page.getByRole('dialog', { name: 'ARTIE - SUPPORT' });
  await panel.getByLabel('Message').fill('how do refunds work');
  await panel.getByLabel('Message').press('Enter');
  const answer = panel.locator('[data-role="assistant"]').nth(1);
  await expect(answer).toContainText('refunded while the project has not started');
  const link = answer.getByRole('link', { name: 'Refunds and disputes' });
  await expect(link).toHaveAttribute('href', '/help/refunds-and-disputes');
  await expect(answer).not.toContainText('](');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await link.click();
  await expect(page).toHaveURL(/\/help\/refunds-and-disputes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refunds and disputes' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await artist.context.close();
});

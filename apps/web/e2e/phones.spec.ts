import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ACCOUNT_PAGES, OPEN_TO_ALL, PUBLIC_PAGES, SHOP_ACCOUNT_PAGES } from '../src/app/route-paths';
import { DEMO, PHONE, getJson, signIn } from './support';

/**
 * No page scrolls sideways on a 360 px phone and no control's or badge's label is cut off: every path of the route table (src/app/route-paths.ts, which the
 * router is built from, so a route added later is checked too), signed out and as each demo profile type. A
 * path with a parameter gets a real id from the demo data; a parameter without a way to fill it fails the check.
 */
type Ids = Record<string, string>;

async function demoIds(context: BrowserContext): Promise<Ids> {
  const first = async (path: string) => (await getJson<{ items: { id: string }[] }>(context, path)).items[0]?.id;
  const me = await getJson<{ user: { id: string } }>(context, '/api/auth/user');
  // A project of the brand's with a payment, so the payment pages show one.
  const projects = await getJson<{ items: { id: string }[] }>(context, '/api/projects/my-projects?limit=50');
  let brandProject = projects.items[0]?.id;
  let payment: string | undefined;
  for (const project of projects.items) {
    payment = await first(`/api/transactions/project/${project.id}?projectType=brand_project&limit=1`);
    if (payment) {
      brandProject = project.id;
      break;
    }
  }
  // The viewer's own deal, so the deal room shows one (a demo user without one gets its not-found page).
  const deals = await getJson<{ items: { projectId: string }[] }>(context, '/api/deals?limit=1');
  const help = await getJson<{ items: { slug: string }[] }>(context, '/api/help-articles?limit=1');
  const product = await getJson<{ items: { slug: string }[] }>(context, '/api/shop/products?limit=1');
  const ids: Record<string, string | undefined> = {
    wall: await first('/api/walls?limit=1'),
    brandProject,
    deal: deals.items[0]?.projectId ?? brandProject,
    wallProject: await first('/api/wall-projects?limit=1'),
    artist: await first('/api/users?userType=artist&limit=1'),
    brand: me.user.id,
    payment,
    help: help.items[0]?.slug,
    product: product.items[0]?.slug,
  };
  for (const [name, id] of Object.entries(ids)) if (!id) throw new Error(`the demo data should have a ${name}`);
  return ids as Ids;
}

/** The path with its parameters filled; a path whose parameter has no filler here fails. */
function fill(path: string, ids: Ids): string {
  const fillers: Record<string, string> = {
    '/projects/:id': `/projects/${ids.brandProject}`,
    '/wall-projects/:id': `/wall-projects/${ids.wallProject}`,
    '/walls/:id': `/walls/${ids.wall}`,
    '/wall/:id': `/wall/${ids.wall}`,
    '/artists/:id': `/artists/${ids.artist}`,
    '/brands/:id': `/brands/${ids.brand}`,
    '/profile/:id': `/profile/${ids.artist}`,
    '/help/:slug': `/help/${ids.help}`,
    '/projects/:projectId/transactions': `/projects/${ids.brandProject}/transactions`,
    '/projects/:projectId/milestones': `/projects/${ids.brandProject}/milestones`,
    '/payments/:id': `/payments/${ids.payment}`,
    '/deals/:projectId': `/deals/${ids.deal}`,
    '/setup/:type': '/setup/artist',
    '/shop/:slug': `/shop/${ids.product}`,
    '/shop/orders/:id': `/shop/orders/${ids.order}`,
  };
  if (!path.includes(':')) return path;
  const filled = fillers[path];
  if (!filled) throw new Error(`phones.spec.ts: no demo id for the route ${path}; add one to fill()`);
  return filled;
}

type Overflow = { path: string; by: number; culprits: string[]; cut: string[] };

/**
 * Opens the page, lets it settle, and names what sticks out past the right edge (deepest elements first) and the
 * buttons, links and tabs whose text is wider than they are and cut off (a label meant to end in an ellipsis aside).
 */
async function overflowOf(page: Page, path: string): Promise<Overflow | null> {
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible')).toHaveCount(0);
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const cut = [...document.body.querySelectorAll<HTMLElement>('button, a, [role=tab], .mantine-Badge-root')]
      .filter((el) => {
        if (el.getClientRects().length === 0) return false;
        const label = el.querySelector<HTMLElement>('.mantine-Button-label, .mantine-Badge-label') ?? el;
        const style = getComputedStyle(label);
        // A badge is a status or a kind: a word of it cut to an ellipsis ("ACCE…") no longer says which.
        const badge = el.classList.contains('mantine-Badge-root');
        return (
          style.overflowX !== 'visible' &&
          (badge || style.textOverflow !== 'ellipsis') &&
          label.scrollWidth > label.clientWidth + 1
        );
      })
      .map(
        (el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}"`,
      );
    const by = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
    if (by <= 0) return cut.length ? { by: 0, culprits: [], cut } : null;
    const sticking = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (el) => el.getBoundingClientRect().right > width + 0.5 && el.getClientRects().length > 0,
    );
    const deepest = sticking.filter((el) => !sticking.some((other) => other !== el && el.contains(other)));
    const culprits = deepest.slice(0, 3).map((el) => {
      const classes = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 3).join('.') : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      return `<${el.tagName.toLowerCase()}${classes ? ` .${classes}` : ''}> "${text}" (right ${Math.round(el.getBoundingClientRect().right)})`;
    });
    return { by, culprits, cut };
  });
  return found ? { path, ...found } : null;
}

async function checkAll(page: Page, paths: string[]) {
  // Map tiles cannot load here; fail them fast.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const overflows: Overflow[] = [];
  for (const path of paths) {
    const overflow = await overflowOf(page, path);
    if (overflow) overflows.push(overflow);
  }
  expect(overflows, 'pages that scroll sideways or cut a label off at 360 px').toEqual([]);
}

const signedOutPaths = [...Object.keys(PUBLIC_PAGES), ...Object.keys(OPEN_TO_ALL), '/login'];
const everyPath = [
  ...Object.keys(PUBLIC_PAGES),
  ...Object.keys(OPEN_TO_ALL),
  ...Object.keys(ACCOUNT_PAGES),
  ...Object.keys(SHOP_ACCOUNT_PAGES),
];
/** Every page for the artist; the pages that differ by profile (the account's own) for the others. */
const SIGNED_IN = [
  { email: DEMO.artist, paths: everyPath },
  { email: DEMO.owner, paths: ['/', ...Object.keys(ACCOUNT_PAGES)] },
  { email: DEMO.brand, paths: ['/', ...Object.keys(ACCOUNT_PAGES)] },
];

test.describe('at 360 px, nothing scrolls sideways and no label is cut off', () => {
  let ids: Ids;
  test.beforeAll(async ({ browser, baseURL }) => {
    const brand = await signIn(browser, baseURL!, DEMO.brand);
    ids = await demoIds(brand.context);
    await brand.context.close();
    // The demo artist's seeded order, for the order page (only its buyer may open it; the artist visits every path).
    const artist = await signIn(browser, baseURL!, DEMO.artist);
    const orders = await getJson<{ items: { id: string }[] }>(artist.context, '/api/shop/orders?limit=1');
    if (!orders.items[0]) throw new Error('the demo data should give the demo artist an order');
    ids.order = orders.items[0].id;
    await artist.context.close();
  });

  test('signed out, on every public page and sign-in', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    await checkAll(
      page,
      signedOutPaths.map((path) => fill(path, ids)),
    );
    await context.close();
  });

  for (const { email, paths } of SIGNED_IN) {
    test(`as ${email}, on the pages of the route table`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const person = await signIn(browser, baseURL!, email, { viewport: PHONE });
      await checkAll(
        person.page,
        paths.map((path) => fill(path, ids)),
      );
      // The header's menus stay on screen.
      await person.page.goto('/');
      const header = person.page.getByRole('banner');
      await header.getByRole('button', { name: 'User menu' }).click();
      for (const item of [/profile/i, /settings/i, /log out/i]) {
        await expect(person.page.getByRole('menuitem', { name: item }).first()).toBeInViewport();
      }
      await person.context.close();
    });
  }
});

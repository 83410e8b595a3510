import { expect, test, type Page } from '@playwright/test';
import { DESKTOP } from './support';

test.use({ viewport: DESKTOP });

/**
 * How the focused element shows it is focused: its outline's colour against what the outline is drawn on (the
 * nearest ancestor with a background of its own), as WCAG's non-text contrast asks (3:1). (A card's offset shadow is
 * there focused or not, so it says nothing.)
 */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const linear = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    let behind = element.parentElement;
    while (behind && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) behind = behind.parentElement;
    const background = rgb(getComputedStyle(behind ?? document.body).backgroundColor);
    const [light, dark] = [luminance(rgb(style.outlineColor)), luminance(background)].sort((a, b) => b - a);
    return {
      name: `${element.tagName} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}"`,
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      contrast: Math.round(((light! + 0.05) / (dark! + 0.05)) * 10) / 10,
    };
  });
}

const visible = (ring: Awaited<ReturnType<typeof focusRing>>) => ring.outline && ring.contrast >= 3;

test('a keyboard user sees where focus is on the ink header, the home page hero and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'MURALS, MADE TOGETHER' })).toBeVisible();
  const rings = [];
  // The header (logo, search, DISCOVER, SHOP, LOGIN), the hero's three ways in, then the first cards.
  for (let step = 0; step < 10; step++) {
    await page.keyboard.press('Tab');
    rings.push(await focusRing(page));
  }
  // The footer's links, focused after a key press as a keyboard user reaches them.
  for (const link of await page.locator('footer a').all()) {
    await link.focus();
    rings.push(await focusRing(page));
  }
  expect(rings.filter((ring) => !visible(ring))).toEqual([]);
  const names = rings.map((ring) => ring.name);
  expect(names).toEqual(expect.arrayContaining(['A "SHOP"', 'A "SIGN UP"', 'A "PRIVACY"']));
  // The first live project's card is among them.
  expect(names.some((name) => /^A "(?!VIEW ALL)[^"]{8,}/.test(name) && !name.includes('WallCraft'))).toBe(true);
});

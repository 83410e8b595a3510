import { describe, expect, it } from 'vitest';
import { renderSeedSvg, SEED_ART_VARIANTS } from './art';

describe('renderSeedSvg', () => {
  it.each([
    'wall-12.svg',
    'avatar-3.svg',
    'hero-7.svg',
    'project-5.svg',
    'logo-2.svg',
    'product-4.svg',
    'article-1.svg',
  ])('draws %s as an SVG', (name) => {
    const svg = renderSeedSvg(name);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    expect(svg).toMatch(/#(00BCD4|E91E63|FFC107)/);
  });

  it('draws the same picture for the same name, and cycles the variants', () => {
    expect(renderSeedSvg('wall-3.svg')).toBe(renderSeedSvg('wall-3.svg'));
    expect(renderSeedSvg(`wall-${3 + SEED_ART_VARIANTS}.svg`)).toBe(renderSeedSvg('wall-3.svg'));
    expect(renderSeedSvg('wall-3.svg')).not.toBe(renderSeedSvg('wall-4.svg'));
    expect(renderSeedSvg('wall-3.svg')).not.toBe(renderSeedSvg('avatar-3.svg'));
  });

  it.each(['wall-12.png', 'wall-12345.svg', '../wall-1.svg', 'poster-1.svg', 'wall-.svg', 'wall-1.svg/x'])(
    'refuses %s',
    (name) => {
      expect(renderSeedSvg(name)).toBeNull();
    },
  );
});

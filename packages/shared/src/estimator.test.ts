import { describe, expect, it } from 'vitest';
import { SURFACE_TYPES } from './enum-values';
import { ESTIMATE_PALETTE_SLUGS, estimateSupplies, MAX_ESTIMATE_COLORS } from './estimator';

describe('estimateSupplies', () => {
  it('estimates a 40 × 12 ft brick wall in 3 colours: more paint, primer, and caps by the pack', () => {
    const estimate = estimateSupplies({ widthFt: 40, heightFt: 12, surfaceType: 'brick', colors: 3 });
    // 480 sq ft × 2 coats × 1.5 (brick) / 20 sq ft a can = 72 cans, 24 per colour.
    expect(estimate).toMatchObject({
      areaSqFt: 480,
      paintFactor: 1.5,
      paintCans: 72,
      cansPerColor: 24,
      primerGallons: 5, // 480 / 100 sq ft a gallon, rounded up
      fatCaps: 18, // one per 4 cans
      skinnyCaps: 6, // two per colour
    });
    expect(estimate.lines.map((line) => [line.slug, line.quantity])).toEqual([
      ['low-pressure-spray-400ml-black', 24],
      ['low-pressure-spray-400ml-white', 24],
      ['low-pressure-spray-400ml-red', 24],
      ['masonry-primer-1gal', 5],
      ['fat-caps-20', 1],
      ['skinny-caps-20', 1],
    ]);
  });

  it('needs no primer and less paint on smooth surfaces', () => {
    const estimate = estimateSupplies({ widthFt: 40, heightFt: 12, surfaceType: 'metal', colors: 3 });
    expect(estimate).toMatchObject({ paintCans: 48, cansPerColor: 16, primerGallons: 0 });
    expect(estimate.lines.map((line) => line.slug)).not.toContain('masonry-primer-1gal');
  });

  it('takes 1.25 times the paint on concrete, with primer at 150 sq ft a gallon', () => {
    const estimate = estimateSupplies({ widthFt: 30, heightFt: 10, surfaceType: 'concrete', colors: 2 });
    // 300 × 2 × 1.25 / 20 = 37.5 → 38 cans → 19 per colour; primer 300 / 150 = 2.
    expect(estimate).toMatchObject({ paintCans: 38, cansPerColor: 19, primerGallons: 2 });
  });

  it('gives every colour at least one can, even on a tiny wall', () => {
    const estimate = estimateSupplies({ widthFt: 1, heightFt: 1, surfaceType: 'wood', colors: 4 });
    expect(estimate).toMatchObject({ paintCans: 4, cansPerColor: 1, fatCaps: 1, skinnyCaps: 8 });
    expect(estimate.lines[0]?.label).toBe('Colour 1 of 4: 1 can');
  });

  it('rounds up without float noise: 40.5 × 12 ft of brick is exactly 72.9 → 73 cans, not 74', () => {
    const estimate = estimateSupplies({ widthFt: 40.5, heightFt: 12, surfaceType: 'brick', colors: 1 });
    expect(estimate).toMatchObject({ areaSqFt: 486, paintCans: 73 });
    // 12.5 × 8.25 = 103.125 sq ft, kept to two decimals.
    expect(estimateSupplies({ widthFt: 12.5, heightFt: 8.25, surfaceType: 'other', colors: 1 }).areaSqFt).toBe(103.13);
  });

  it('buys caps by the pack of 20', () => {
    // 100 × 40 ft of stucco: 4000 × 2 × 1.5 / 20 = 600 cans → 150 fat caps → 8 packs; 8 colours → 16 skinny → 1 pack.
    const estimate = estimateSupplies({ widthFt: 100, heightFt: 40, surfaceType: 'stucco', colors: 8 });
    expect(estimate).toMatchObject({ paintCans: 600, fatCaps: 150, skinnyCaps: 16 });
    const packs = Object.fromEntries(estimate.lines.map((line) => [line.slug, line.quantity]));
    expect(packs).toMatchObject({ 'fat-caps-20': 8, 'skinny-caps-20': 1, 'masonry-primer-1gal': 40 });
  });

  it('always orders whole, positive quantities and uses one palette product per colour', () => {
    for (const surfaceType of SURFACE_TYPES)
      for (let colors = 1; colors <= MAX_ESTIMATE_COLORS; colors += 1) {
        const estimate = estimateSupplies({ widthFt: 17.3, heightFt: 9.1, surfaceType, colors });
        for (const line of estimate.lines) {
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThan(0);
        }
        expect(estimate.lines.slice(0, colors).map((line) => line.slug)).toEqual(
          ESTIMATE_PALETTE_SLUGS.slice(0, colors),
        );
        expect(estimate.paintCans).toBe(estimate.cansPerColor * colors);
      }
  });

  it('refuses sizes and colour counts it cannot estimate', () => {
    expect(() => estimateSupplies({ widthFt: 0, heightFt: 10, surfaceType: 'brick', colors: 1 })).toThrow(RangeError);
    expect(() => estimateSupplies({ widthFt: 10, heightFt: 1001, surfaceType: 'brick', colors: 1 })).toThrow(
      RangeError,
    );
    expect(() => estimateSupplies({ widthFt: 10, heightFt: 10, surfaceType: 'brick', colors: 0 })).toThrow(RangeError);
    expect(() => estimateSupplies({ widthFt: 10, heightFt: 10, surfaceType: 'brick', colors: 1.5 })).toThrow(
      RangeError,
    );
    expect(() => estimateSupplies({ widthFt: 10, heightFt: 10, surfaceType: 'brick', colors: 9 })).toThrow(RangeError);
  });
});

import type { SURFACE_TYPES } from './enum-values';

type SurfaceType = (typeof SURFACE_TYPES)[number];

/**
 * The paint estimator: what a wall of a given size, surface and number of colours needs in spray cans, primer and
 * caps. Pure, so the wall pages' dialog and any server caller compute the same thing. The figures (docs/product.md,
 * paint estimator) are rules of thumb for 400 ml mural cans, on the generous side:
 * - a can covers CAN_COVERAGE_SQFT (20 sq ft) with one coat on a smooth surface; a mural gets COATS (2) coats;
 * - porous surfaces drink paint: brick and stucco take 1.5 times as much, concrete 1.25 times;
 * - brick, stucco and concrete need a coat of masonry primer first: a gallon covers 100 sq ft of brick or stucco,
 *   150 sq ft of concrete; smooth surfaces (metal, wood, glass, other) need none;
 * - the paint is shared evenly between the colours, at least one can each, and each colour gets the same count;
 * - caps: a fat cap for every four cans (fills clog them) and two skinny caps per colour (outlines, one spare),
 *   sold in packs of CAP_PACK_SIZE (20).
 */
export const CAN_COVERAGE_SQFT = 20;
export const COATS = 2;
export const CAP_PACK_SIZE = 20;
export const CANS_PER_FAT_CAP = 4;
export const SKINNY_CAPS_PER_COLOR = 2;
export const MAX_WALL_SIDE_FEET = 1000;

export const SURFACE_NEEDS: Record<SurfaceType, { paintFactor: number; primerSqFtPerGallon: number | null }> = {
  brick: { paintFactor: 1.5, primerSqFtPerGallon: 100 },
  stucco: { paintFactor: 1.5, primerSqFtPerGallon: 100 },
  concrete: { paintFactor: 1.25, primerSqFtPerGallon: 150 },
  metal: { paintFactor: 1, primerSqFtPerGallon: null },
  wood: { paintFactor: 1, primerSqFtPerGallon: null },
  glass: { paintFactor: 1, primerSqFtPerGallon: null },
  other: { paintFactor: 1, primerSqFtPerGallon: null },
};

/**
 * The catalogue products an estimate fills the cart with (seeded in packages/db/src/seed/shop.ts): one 400 ml
 * low-pressure can per colour of the palette, in this order, then primer and caps.
 */
export const ESTIMATE_PALETTE_SLUGS = [
  'low-pressure-spray-400ml-black',
  'low-pressure-spray-400ml-white',
  'low-pressure-spray-400ml-red',
  'low-pressure-spray-400ml-yellow',
  'low-pressure-spray-400ml-blue',
  'low-pressure-spray-400ml-green',
  'low-pressure-spray-400ml-orange',
  'low-pressure-spray-400ml-violet',
] as const;
export const ESTIMATE_PRIMER_SLUG = 'masonry-primer-1gal';
export const ESTIMATE_FAT_CAPS_SLUG = 'fat-caps-20';
export const ESTIMATE_SKINNY_CAPS_SLUG = 'skinny-caps-20';
/** One palette product per colour, so this is the most colours an estimate takes. */
export const MAX_ESTIMATE_COLORS = ESTIMATE_PALETTE_SLUGS.length;

export type EstimateInput = { widthFt: number; heightFt: number; surfaceType: SurfaceType; colors: number };

export type SupplyLine = { slug: string; quantity: number; label: string };

export type SupplyEstimate = {
  areaSqFt: number;
  paintFactor: number;
  paintCans: number;
  cansPerColor: number;
  primerGallons: number;
  fatCaps: number;
  skinnyCaps: number;
  /** What goes in the cart: catalogue slugs and quantities (packs for caps). */
  lines: SupplyLine[];
};

/** Rounds up, forgiving the float noise of products like 486 × 2 × 1.5 / 20 (so 72.00000000001 stays 72). */
const ceil = (value: number) => Math.ceil(value - 1e-9);

export function estimateSupplies(input: EstimateInput): SupplyEstimate {
  const { widthFt, heightFt, surfaceType, colors } = input;
  if (!(widthFt > 0 && widthFt <= MAX_WALL_SIDE_FEET && heightFt > 0 && heightFt <= MAX_WALL_SIDE_FEET))
    throw new RangeError(`Width and height must be more than 0 and at most ${MAX_WALL_SIDE_FEET} feet`);
  if (!Number.isInteger(colors) || colors < 1 || colors > MAX_ESTIMATE_COLORS)
    throw new RangeError(`Colours must be a whole number from 1 to ${MAX_ESTIMATE_COLORS}`);

  const needs = SURFACE_NEEDS[surfaceType];
  // Square feet to two decimals: a wall measured as 12.5 × 8.25 ft is 103.13 sq ft.
  const areaSqFt = Math.round(widthFt * heightFt * 100) / 100;
  const cansForArea = ceil((areaSqFt * COATS * needs.paintFactor) / CAN_COVERAGE_SQFT);
  const cansPerColor = Math.max(1, ceil(cansForArea / colors));
  const paintCans = cansPerColor * colors;
  const primerGallons = needs.primerSqFtPerGallon ? ceil(areaSqFt / needs.primerSqFtPerGallon) : 0;
  const fatCaps = ceil(paintCans / CANS_PER_FAT_CAP);
  const skinnyCaps = SKINNY_CAPS_PER_COLOR * colors;

  const lines: SupplyLine[] = ESTIMATE_PALETTE_SLUGS.slice(0, colors).map((slug, index) => ({
    slug,
    quantity: cansPerColor,
    label: `Colour ${index + 1} of ${colors}: ${cansPerColor} can${cansPerColor === 1 ? '' : 's'}`,
  }));
  if (primerGallons > 0)
    lines.push({
      slug: ESTIMATE_PRIMER_SLUG,
      quantity: primerGallons,
      label: `Primer: ${primerGallons} gallon${primerGallons === 1 ? '' : 's'}`,
    });
  lines.push(
    { slug: ESTIMATE_FAT_CAPS_SLUG, quantity: ceil(fatCaps / CAP_PACK_SIZE), label: `Fat caps: ${fatCaps}` },
    {
      slug: ESTIMATE_SKINNY_CAPS_SLUG,
      quantity: ceil(skinnyCaps / CAP_PACK_SIZE),
      label: `Skinny caps: ${skinnyCaps}`,
    },
  );
  return {
    areaSqFt,
    paintFactor: needs.paintFactor,
    paintCans,
    cansPerColor,
    primerGallons,
    fatCaps,
    skinnyCaps,
    lines,
  };
}

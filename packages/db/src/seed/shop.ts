/**
 * The spray-paint supplies catalogue. Prices in cents; compareAt marks an item on sale; stock is what is left to
 * sell (the chrome is sold out, so the grid shows that state). The paint estimator fills the cart with the palette's
 * low-pressure cans, the masonry primer and the caps (ESTIMATE_* slugs in @wallcraft/shared; a test checks they
 * are all here).
 */
export type SeedProduct = {
  slug: string;
  title: string;
  description: string;
  priceCents: number;
  compareAtCents: number | null;
  tags: string[];
  stock: number;
};

/** The estimator's palette after black: one low-pressure can per colour, stocked for big walls (2,000 each). */
const PALETTE: [string, string][] = [
  ['white', 'Titanium White'],
  ['red', 'Fire Red'],
  ['yellow', 'Sun Yellow'],
  ['blue', 'Deep Blue'],
  ['green', 'Leaf Green'],
  ['orange', 'Blaze Orange'],
  ['violet', 'Ultra Violet'],
];

export const SHOP_PRODUCTS: SeedProduct[] = [
  {
    slug: 'low-pressure-spray-400ml-black',
    title: 'Low-Pressure Spray Paint 400ml, Jet Black',
    description: 'Matte, fast-drying, low pressure for fine control and clean lines.',
    priceCents: 799,
    compareAtCents: null,
    tags: ['spray paint', 'low pressure', 'black'],
    stock: 2000,
  },
  {
    slug: 'high-pressure-spray-400ml-cyan',
    title: 'High-Pressure Spray Paint 400ml, Electric Cyan',
    description: 'High output for fast fills on big walls.',
    priceCents: 849,
    compareAtCents: 999,
    tags: ['spray paint', 'high pressure', 'cyan'],
    stock: 240,
  },
  {
    slug: 'spray-paint-12-pack-primaries',
    title: 'Spray Paint 12-Pack, Primaries',
    description: 'Twelve cans across magenta, yellow, cyan, black and white.',
    priceCents: 8499,
    compareAtCents: 9588,
    tags: ['spray paint', 'bundle'],
    stock: 40,
  },
  {
    slug: 'chrome-spray-400ml',
    title: 'Chrome Spray 400ml',
    description: 'Mirror-bright silver for outlines and highlights.',
    priceCents: 1199,
    compareAtCents: null,
    tags: ['spray paint', 'metallic'],
    stock: 0,
  },
  {
    slug: 'skinny-caps-20',
    title: 'Skinny Caps, 20 Pack',
    description: 'Fine lines from 3mm; fits standard male valves.',
    priceCents: 1299,
    compareAtCents: null,
    tags: ['caps', 'detail'],
    stock: 300,
  },
  {
    slug: 'fat-caps-20',
    title: 'Fat Caps, 20 Pack',
    description: 'Wide, soft-edged spray for backgrounds and fills.',
    priceCents: 1299,
    compareAtCents: 1599,
    tags: ['caps', 'fill'],
    stock: 300,
  },
  {
    slug: 'masonry-primer-1gal',
    title: 'Exterior Masonry Primer, 1 Gallon',
    description: 'Seals brick and concrete so colour lasts.',
    priceCents: 4599,
    compareAtCents: null,
    tags: ['primer', 'prep'],
    stock: 200,
  },
  {
    slug: 'anti-graffiti-clear-coat-1gal',
    title: 'Anti-Graffiti Clear Coat, 1 Gallon',
    description: 'UV-stable sacrificial coat that protects finished murals.',
    priceCents: 8999,
    compareAtCents: 10999,
    tags: ['coating', 'protection'],
    stock: 6,
  },
  {
    slug: 'roller-kit-18in',
    title: '18in Roller Kit with Extension Pole',
    description: 'Roller, tray and a 6ft pole for base coats.',
    priceCents: 3499,
    compareAtCents: null,
    tags: ['rollers', 'prep'],
    stock: 35,
  },
  {
    slug: 'respirator-half-mask',
    title: 'Half-Mask Respirator with Organic Vapour Cartridges',
    description: 'Essential protection for spray work in any space.',
    priceCents: 3999,
    compareAtCents: null,
    tags: ['safety', 'respirator'],
    stock: 60,
  },
  {
    slug: 'nitrile-gloves-100',
    title: 'Nitrile Gloves, Box of 100',
    description: 'Tough, paint-resistant and comfortable all day.',
    priceCents: 1499,
    compareAtCents: null,
    tags: ['safety', 'gloves'],
    stock: 120,
  },
  {
    slug: 'chalk-line-and-grid-kit',
    title: 'Chalk Line and Grid Kit',
    description: 'Chalk line, snap line and measuring tape for gridding a design.',
    priceCents: 2299,
    compareAtCents: 2799,
    tags: ['layout', 'tools'],
    stock: 25,
  },
  {
    slug: 'paint-markers-set-12',
    title: 'Paint Markers, Set of 12',
    description: 'Opaque acrylic markers for signatures and fine detail.',
    priceCents: 2799,
    compareAtCents: null,
    tags: ['markers', 'detail'],
    stock: 80,
  },
  {
    slug: 'wallcraft-canvas-tote',
    title: 'WallCraft Canvas Tote',
    description: 'Holds eight cans; heavy canvas with the WallCraft drip logo.',
    priceCents: 1999,
    compareAtCents: null,
    tags: ['merch', 'bag'],
    stock: 150,
  },
  ...PALETTE.map(([colour, name]) => ({
    slug: `low-pressure-spray-400ml-${colour}`,
    title: `Low-Pressure Spray Paint 400ml, ${name}`,
    description: 'Matte, fast-drying, low pressure for fine control and clean lines.',
    priceCents: 799,
    compareAtCents: null,
    tags: ['spray paint', 'low pressure', colour],
    stock: 2000,
  })),
];

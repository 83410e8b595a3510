import { Random } from './random';

/**
 * Offline seed images: a deterministic, mural-like SVG per name, so the demo works without network or
 * object storage. The API serves `/media/seed/<name>` from this function.
 */
const NAME = /^(wall|avatar|hero|project|logo|product|article)-(\d{1,4})\.svg$/;
const PALETTE = ['#00BCD4', '#E91E63', '#FFC107', '#111111', '#FFFFFF'] as const;
/** Kinds cycle through this many designs: enough variety for a grid, few enough to cache. */
export const SEED_ART_VARIANTS = 30;

const SIZES = {
  wall: [1200, 800],
  project: [1200, 800],
  article: [1200, 800],
  hero: [1600, 600],
  avatar: [400, 400],
  logo: [400, 400],
  product: [600, 600],
} as const;
type Kind = keyof typeof SIZES;

export function renderSeedSvg(name: string): string | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const kind = match[1] as Kind;
  const variant = Number(match[2]) % SEED_ART_VARIANTS;
  const [width, height] = SIZES[kind];
  // Seed from kind and variant so wall-3 and wall-33 match but wall-3 and avatar-3 differ.
  const random = new Random(hash(`${kind}:${variant}`));
  const colours = random.sample(PALETTE.slice(0, 4), 4);
  const [background, ...rest] = colours as [string, ...string[]];
  const shapes: string[] = [];
  const count = random.int(5, 9);
  for (let i = 0; i < count; i += 1) shapes.push(shape(random, width, height, rest[i % rest.length] ?? '#FFC107'));
  if (kind === 'wall' || kind === 'project' || kind === 'hero') shapes.push(bricks(width, height));
  if (kind === 'avatar') shapes.push(face(width, height));
  if (kind === 'product') shapes.push(sprayCan(width, height, rest[0] ?? '#E91E63'));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${kind} artwork ${variant}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    ...shapes,
    '</svg>',
  ].join('');
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** One bold shape with a black outline, street-art style. */
function shape(random: Random, width: number, height: number, fill: string): string {
  const x = random.int(0, width);
  const y = random.int(0, height);
  const size = random.int(Math.round(Math.min(width, height) / 6), Math.round(Math.min(width, height) / 1.8));
  const stroke = `stroke="#111111" stroke-width="${Math.max(4, Math.round(size / 20))}"`;
  switch (random.int(0, 4)) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" ${stroke}/>`;
    case 1:
      return `<polygon points="${x},${y - size / 2} ${x + size / 2},${y + size / 2} ${x - size / 2},${y + size / 2}" fill="${fill}" ${stroke} stroke-linejoin="round"/>`;
    case 2:
      return `<rect x="${x - size / 2}" y="${y - size / 4}" width="${size}" height="${size / 2}" rx="${size / 8}" fill="${fill}" ${stroke} transform="rotate(${random.int(-30, 30)} ${x} ${y})"/>`;
    case 3: {
      // A paint swoosh.
      const w = size * 1.5;
      return `<path d="M${x - w / 2},${y} C${x - w / 4},${y - size / 2} ${x + w / 4},${y + size / 2} ${x + w / 2},${y}" fill="none" stroke="${fill}" stroke-width="${Math.round(size / 5)}" stroke-linecap="round"/>`;
    }
    default: {
      // Drips from the top edge.
      const drips = Array.from({ length: 5 }, (_, i) => {
        const dx = x + i * (size / 5);
        return `<rect x="${dx}" y="0" width="${size / 12}" height="${random.int(size / 3, size)}" rx="${size / 24}" fill="${fill}"/>`;
      });
      return drips.join('');
    }
  }
}

function bricks(width: number, height: number): string {
  const rows = Array.from({ length: Math.ceil(height / 40) }, (_, i) => `M0,${i * 40}H${width}`).join('');
  return `<path d="${rows}" stroke="#111111" stroke-opacity="0.12" stroke-width="2"/>`;
}

function face(width: number, height: number): string {
  const cx = width / 2;
  const cy = height / 2;
  return [
    `<circle cx="${cx}" cy="${cy}" r="${width / 4}" fill="#FFFFFF" stroke="#111111" stroke-width="10"/>`,
    `<circle cx="${cx - width / 12}" cy="${cy - height / 20}" r="${width / 40}" fill="#111111"/>`,
    `<circle cx="${cx + width / 12}" cy="${cy - height / 20}" r="${width / 40}" fill="#111111"/>`,
    `<path d="M${cx - width / 10},${cy + height / 16} Q${cx},${cy + height / 7} ${cx + width / 10},${cy + height / 16}" fill="none" stroke="#111111" stroke-width="10" stroke-linecap="round"/>`,
  ].join('');
}

function sprayCan(width: number, height: number, fill: string): string {
  const w = width / 4;
  const x = width / 2 - w / 2;
  const y = height / 3;
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${height / 2}" rx="${w / 6}" fill="${fill}" stroke="#111111" stroke-width="10"/>`,
    `<rect x="${x + w / 4}" y="${y - w / 3}" width="${w / 2}" height="${w / 3}" fill="#FFFFFF" stroke="#111111" stroke-width="8"/>`,
  ].join('');
}

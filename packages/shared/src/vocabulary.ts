/**
 * Styles and specialties: ONE list for onboarding, settings, posting a project and the Discover filter. Each is
 * stored exactly as written here (Title Case), so a value never changes with the screen that saved it; a
 * person's own words are kept as typed. Migration 2026_11_28_0560_one_vocabulary moved older spellings here.
 */
export const STYLES = [
  'Murals',
  'Street Art',
  'Graffiti',
  'Lettering',
  'Portraits',
  'Abstract',
  '3D Art',
  'Realism',
  'Spray Paint',
  'Landscape',
  'Typography',
  'Mosaic',
  'Stencil Art',
  'Pop Art',
  'Photorealism',
  'Geometric',
  'Nature/Wildlife',
] as const;
export type TStyle = (typeof STYLES)[number];

/** The codes onboarding once stored ('mural', '3d'), and the list entry each one means. */
export const RETIRED_STYLE_CODES: Readonly<Record<string, TStyle>> = {
  mural: 'Murals',
  portrait: 'Portraits',
  '3d': '3D Art',
};

const BY_KEY = new Map<string, string>([
  ...STYLES.map((style): [string, string] => [style.toLowerCase(), style]),
  ...Object.entries(RETIRED_STYLE_CODES),
]);

/** The list's spelling of a style typed in any case ('street ART' → 'Street Art'); anything else trimmed, as typed. */
export function canonicalStyle(value: string): string {
  const text = value.trim();
  return BY_KEY.get(text.toLowerCase()) ?? text;
}

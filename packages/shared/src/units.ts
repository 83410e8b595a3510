/**
 * Feet or metres: one choice per person (settings; feet until they choose), and every wall size and area on every
 * screen goes through these functions. Sizes are stored in feet; metres are converted, never relabelled.
 */
export const LENGTH_UNITS = ['ft', 'm'] as const;
export type TLengthUnit = (typeof LENGTH_UNITS)[number];
export const LENGTH_UNIT_LABELS: Record<TLengthUnit, string> = { ft: 'Feet', m: 'Metres' };
export const DEFAULT_LENGTH_UNIT: TLengthUnit = 'ft';

const METRES_PER_FOOT = 0.3048;
const SUFFIX: Record<TLengthUnit, string> = { ft: 'FT', m: 'M' };

/** To one decimal, without a trailing .0: 40.5 → "40.5", 12 → "12". */
const number = (value: number) => (Math.round(value * 10) / 10).toLocaleString('en-US', { maximumFractionDigits: 1 });

/** A length stored in feet, in the unit: "40.5 FT", "12.3 M". */
export function formatLength(feet: number, unit: TLengthUnit): string {
  return `${number(unit === 'm' ? feet * METRES_PER_FOOT : feet)} ${SUFFIX[unit]}`;
}

/** A wall's size from its sides in feet: "40.5 × 12 FT", "12.3 × 3.7 M"; `missing` when a side is unknown. */
export function formatWallSize(
  widthFt: number | null | undefined,
  heightFt: number | null | undefined,
  unit: TLengthUnit,
  missing = 'SIZE TBD',
): string {
  if (widthFt == null || heightFt == null) return missing;
  const k = unit === 'm' ? METRES_PER_FOOT : 1;
  return `${number(widthFt * k)} × ${number(heightFt * k)} ${SUFFIX[unit]}`;
}

/** An area in square feet, in the unit: "486 SQ FT", "45.2 M²". */
export function formatArea(squareFeet: number, unit: TLengthUnit): string {
  return unit === 'm' ? `${number(squareFeet * METRES_PER_FOOT * METRES_PER_FOOT)} M²` : `${number(squareFeet)} SQ FT`;
}

/** A length typed in the unit, in feet as stored (NaN stays NaN, so a form's check still sees it). */
export function toFeet(value: number, unit: TLengthUnit): number {
  return unit === 'm' ? value / METRES_PER_FOOT : value;
}

/** A stored length in feet, in the unit, to two decimals: what a form shows to edit. */
export function fromFeet(feet: number, unit: TLengthUnit): number {
  return unit === 'm' ? Math.round(feet * METRES_PER_FOOT * 100) / 100 : feet;
}

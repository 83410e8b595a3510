import { PROJECT_TIMELINE_LABELS, formatWallSize, type TLengthUnit, type TProjectTimeline } from '@wallcraft/shared';

/** Display rules for project cards and detail screens; budgets are formatted by formatMoney (lib/money). */

export function timelineLabel(timeline: TProjectTimeline | null | undefined): string {
  return timeline ? PROJECT_TIMELINE_LABELS[timeline] : 'TBD';
}

/** A wall's size on the project screens, in the viewer's unit; 'DIMENSIONS AVAILABLE' when a side is unknown. */
export function wallDimensions(
  width: number | null | undefined,
  height: number | null | undefined,
  unit: TLengthUnit,
): string {
  return formatWallSize(width, height, unit, 'DIMENSIONS AVAILABLE');
}

const VISIBILITY_LABELS: Record<string, string> = {
  high: 'HIGH TRAFFIC',
  medium: 'MEDIUM TRAFFIC',
  low: 'LOW TRAFFIC',
  private: 'PRIVATE',
};

/** Wall facts in the words of the discover filters: 'high' → 'HIGH TRAFFIC', 'brick' → 'BRICK'; unknown → 'TBD'. */
export function visibilityLabel(visibility: string | null | undefined): string {
  return visibility ? (VISIBILITY_LABELS[visibility] ?? visibility.toUpperCase()) : 'TBD';
}

export function upperOrTbd(value: string | null | undefined): string {
  return value && value.trim() ? value.replace(/_/g, ' ').toUpperCase() : 'TBD';
}

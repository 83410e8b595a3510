import { BRAND_PROJECT_TIMELINE_LABELS, WALL_PROJECT_TIMELINE_LABELS, type TTimeline } from '@wallcraft/shared';

/** Display rules for project cards and detail screens; budgets are formatted by formatMoney (lib/money). */

export function timelineLabel(kind: 'brand_project' | 'wall_project', timeline: TTimeline | null | undefined): string {
  if (!timeline) return 'TBD';
  return (kind === 'brand_project' ? BRAND_PROJECT_TIMELINE_LABELS : WALL_PROJECT_TIMELINE_LABELS)[timeline];
}

const FEET_TO_METRES = 0.3048;
const metres = (feet: number) => Math.round(feet * FEET_TO_METRES * 10) / 10;

/**
 * Walls are stored in feet; the wall project screens print metres, so the
 * numbers are converted rather than relabelled. 'DIMENSIONS AVAILABLE' when either side is unknown.
 */
export function dimensionsInMetres(width: number | null | undefined, height: number | null | undefined): string {
  if (width == null || height == null) return 'DIMENSIONS AVAILABLE';
  return `${metres(width)}m × ${metres(height)}m`;
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

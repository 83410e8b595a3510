import { PROJECT_TYPES, type TProjectType } from '@wallcraft/shared';

/** ?projectType=brand_project|wall_project; anything else is a brand project (as on the payments page). */
export function projectTypeOf(value: string | null): TProjectType {
  return PROJECT_TYPES.find((type) => type === value) ?? 'brand_project';
}

/**
 * The project's whole order (what POST /milestones/reorder takes) after moving one milestone up or down past
 * its neighbour among `group` (the same artist's milestones): the two swap places, every other one stays.
 * Null when it is already first (up) or last (down) in its group.
 */
export function reordered(allIds: string[], groupIds: string[], id: string, direction: 'up' | 'down'): string[] | null {
  const at = groupIds.indexOf(id);
  const neighbour = groupIds[direction === 'up' ? at - 1 : at + 1];
  if (at < 0 || neighbour === undefined) return null;
  return allIds.map((each) => (each === id ? neighbour : each === neighbour ? id : each));
}

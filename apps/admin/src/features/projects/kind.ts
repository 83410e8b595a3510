/** Project badges are black; wall projects carry the wall colour. */
export const PROJECT_KIND = {
  brand_project: { label: 'BRAND PROJECT', color: 'dark' },
  wall_project: { label: 'WALL PROJECT', color: 'brandMagenta' },
} as const;

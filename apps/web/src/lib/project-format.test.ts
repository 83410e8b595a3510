import { describe, expect, it } from 'vitest';
import { dimensionsInMetres, timelineLabel } from './project-format';

describe('project display rules', () => {
  it('labels timelines by project kind', () => {
    expect(timelineLabel('brand_project', 'urgent')).toBe('ASAP');
    expect(timelineLabel('wall_project', 'urgent')).toBe('1-2 weeks');
    expect(timelineLabel('wall_project', null)).toBe('TBD');
  });

  it('converts wall feet to metres, or says DIMENSIONS AVAILABLE when a side is unknown', () => {
    expect(dimensionsInMetres(20, 10)).toBe('6.1m × 3m');
    expect(dimensionsInMetres(null, 10)).toBe('DIMENSIONS AVAILABLE');
  });
});

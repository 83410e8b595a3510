import { describe, expect, it } from 'vitest';
import { timelineLabel, wallDimensions } from './project-format';

describe('project display rules', () => {
  it('labels timelines as the posting forms and the discover filter name them', () => {
    expect(timelineLabel('1_2_weeks')).toBe('1-2 weeks');
    expect(timelineLabel('6_plus_months')).toBe('6+ months');
    expect(timelineLabel(null)).toBe('TBD');
  });

  it("shows the wall in the viewer's unit, or says DIMENSIONS AVAILABLE when a side is unknown", () => {
    expect(wallDimensions(20, 10, 'm')).toBe('6.1 × 3 M');
    expect(wallDimensions(20, 10, 'ft')).toBe('20 × 10 FT');
    expect(wallDimensions(null, 10, 'm')).toBe('DIMENSIONS AVAILABLE');
  });
});

import { describe, expect, it } from 'vitest';
import { budgetLabel, dimensionsInMetres, timelineLabel } from './project-format';

describe('project display rules', () => {
  it('shows budgets as whole dollars when there are no cents, and TBD when missing or not a number', () => {
    expect(budgetLabel('5000.00')).toBe('$5,000');
    expect(budgetLabel('1250.50')).toBe('$1,250.50');
    expect(budgetLabel(null)).toBe('TBD');
    expect(budgetLabel('lots')).toBe('TBD');
  });

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

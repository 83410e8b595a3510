import { describe, expect, it } from 'vitest';
import { formatArea, formatLength, formatWallSize, fromFeet, toFeet } from './units';

describe('units', () => {
  it('shows a wall size in feet as stored, or converted to metres', () => {
    expect(formatWallSize(40.5, 12, 'ft')).toBe('40.5 × 12 FT');
    expect(formatWallSize(40.5, 12, 'm')).toBe('12.3 × 3.7 M');
    expect(formatWallSize(null, 12, 'm')).toBe('SIZE TBD');
    expect(formatWallSize(20, undefined, 'ft', 'DIMENSIONS AVAILABLE')).toBe('DIMENSIONS AVAILABLE');
  });

  it('shows lengths and areas in the same unit, one decimal at most', () => {
    expect(formatLength(10, 'ft')).toBe('10 FT');
    expect(formatLength(10, 'm')).toBe('3 M');
    expect(formatArea(486, 'ft')).toBe('486 SQ FT');
    expect(formatArea(1200.25, 'ft')).toBe('1,200.3 SQ FT');
    expect(formatArea(486, 'm')).toBe('45.2 M²');
  });

  it('converts what a form shows and takes back, feet as stored', () => {
    expect(fromFeet(40.5, 'm')).toBe(12.34);
    expect(fromFeet(40.5, 'ft')).toBe(40.5);
    expect(toFeet(3.048, 'm')).toBeCloseTo(10, 9);
    expect(toFeet(12, 'ft')).toBe(12);
  });
});

import { describe, expect, it } from 'vitest';
import { coordinatesText, distanceText, pointOf } from './tracking-format';

describe('tracking format', () => {
  it('shows coordinates to five decimals, or that the location is not available', () => {
    expect(coordinatesText(29.7604, -95.3698)).toBe('29.76040, -95.36980');
    expect(coordinatesText(null, -95.3698)).toBe('Location not available');
    expect(pointOf(0, 0)).toEqual({ latitude: 0, longitude: 0 });
    expect(pointOf(0, null)).toBeNull();
  });

  it('shows metres below a kilometre and kilometres with one decimal above', () => {
    expect(distanceText(0)).toBe('0 m');
    expect(distanceText(849.6)).toBe('850 m');
    expect(distanceText(3249)).toBe('3.2 km');
  });
});

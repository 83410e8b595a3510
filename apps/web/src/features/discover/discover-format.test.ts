import { describe, expect, it } from 'vitest';
import { readDiscoverState, writeDiscoverState } from './discover-params';
import { budgetText, distanceText, locationText, ratingText, typeLabel } from './discover-format';

describe('discover card text', () => {
  it('labels both project kinds PROJECT', () => {
    expect(typeLabel('brand_project')).toBe('PROJECT');
    expect(typeLabel('wall_project')).toBe('PROJECT');
    expect(typeLabel('wall')).toBe('WALL');
  });

  it("falls back to 'Location TBD' and shows ratings with one decimal or N/A", () => {
    expect(locationText(null)).toBe('Location TBD');
    expect(locationText('  ')).toBe('Location TBD');
    expect(ratingText(4)).toBe('4.0');
    expect(ratingText(4.26)).toBe('4.3');
    expect(ratingText(null)).toBe('N/A');
  });

  it('shows tenths of a mile to walls and projects, whole miles to artists and brands', () => {
    expect(distanceText('wall', 0)).toBe('0.0 MI');
    expect(distanceText('brand_project', 7.25)).toBe('7.3 MI');
    expect(distanceText('artist', 0)).toBe('UNDER 1 MI');
    expect(distanceText('brand', 1)).toBe('1 MI');
    expect(distanceText('artist', 12)).toBe('12 MI');
  });

  it("shows a project's budget in dollars, TBD without one", () => {
    expect(budgetText('2500.00')).toBe('BUDGET $2,500');
    expect(budgetText(null)).toBe('BUDGET TBD');
  });
});

describe('discover URL state', () => {
  it('ignores unknown tabs, views and filter values', () => {
    const state = readDiscoverState(
      new URLSearchParams('tab=spaceships&view=globe&specialties=MURALS&specialties=BASKETS&distance=far'),
    );
    expect(state).toEqual({ search: '', tab: 'all', view: 'grid', filters: { specialties: ['Murals'] } });
  });

  it('round-trips search, tab, view and filters', () => {
    const state = {
      search: 'brick',
      tab: 'walls' as const,
      view: 'map' as const,
      filters: { surfaceType: ['BRICK', 'WOOD'], distance: ['under-5'] },
    };
    expect(readDiscoverState(writeDiscoverState(state))).toEqual(state);
  });
});

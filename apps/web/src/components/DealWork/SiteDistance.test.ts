import { describe, expect, it } from 'vitest';
import { siteDistanceText } from './SiteDistance';

describe('siteDistanceText', () => {
  it('says the minutes and miles in plain words', () => {
    expect(siteDistanceText(4.8, 13)).toBe('About 13 min away (4.8 mi)');
    expect(siteDistanceText(40, 104)).toBe('About 1 h 44 min away (40.0 mi)');
  });

  it('says arriving under a tenth of a mile, and waits while the position is hidden', () => {
    expect(siteDistanceText(0, 0)).toBe('Arriving');
    expect(siteDistanceText(null, null)).toBe('Distance shows once the artist is on the way');
  });
});

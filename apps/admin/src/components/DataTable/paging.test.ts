import { describe, expect, it } from 'vitest';

import { pageCount } from './paging';

describe('pageCount', () => {
  it('rounds partial pages up', () => {
    expect(pageCount(41, 20)).toBe(3);
  });

  it('shows a single page while the total is unknown or zero', () => {
    expect(pageCount(undefined)).toBe(1);
    expect(pageCount(0)).toBe(1);
  });
});

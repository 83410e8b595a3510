import { describe, expect, it } from 'vitest';

import { firstPage, nextPage, previousPage } from './paging';

describe('cursor stack', () => {
  it('goes forward with each nextCursor and back to where it was', () => {
    const second = nextPage(firstPage, 'c2');
    const third = nextPage(second, 'c3');
    expect(third).toEqual([null, 'c2', 'c3']);
    expect(previousPage(third)).toEqual(second);
    expect(previousPage(previousPage(third))).toEqual(firstPage);
  });

  it('stays on the first page when asked to go back from it', () => {
    expect(previousPage(firstPage)).toEqual(firstPage);
  });
});

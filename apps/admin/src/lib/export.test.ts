import { describe, expect, it } from 'vitest';

import { exportHref } from './export';

describe('exportHref', () => {
  it('links the table with the filters set, leaving out empty ones', () => {
    expect(exportHref('users', { search: 'ada lovelace', status: undefined, sort: 'name', userType: '' })).toBe(
      '/admin/api/admin/export/users.csv?search=ada+lovelace&sort=name',
    );
    expect(exportHref('orders', {})).toBe('/admin/api/admin/export/orders.csv');
  });
});

import { describe, expect, it } from 'vitest';
import { rowObjects } from './row-objects';

const fields = (...names: string[]) => names.map((name) => ({ name }));

describe('rowObjects', () => {
  it('keys each row by column name in column order', () => {
    const rows = rowObjects(
      's1',
      [
        [1, 'a', null],
        [2, 'b', true],
      ],
      fields('id', 'title', 'open'),
    );
    expect(rows).toEqual([
      { id: 1, title: 'a', open: null },
      { id: 2, title: 'b', open: true },
    ]);
    expect(Object.keys(rows[0]!)).toEqual(['id', 'title', 'open']);
  });

  it('keeps the last column of a name given twice, where the name first appears', () => {
    const [row] = rowObjects<Record<string, unknown>>('s2', [[1, 'x', 2]], fields('id', 'name', 'id'));
    expect(row).toEqual({ id: 2, name: 'x' });
    expect(Object.keys(row!)).toEqual(['id', 'name']);
  });

  it('builds again when the same statement answers other columns', () => {
    expect(rowObjects('s3', [[1]], fields('a'))).toEqual([{ a: 1 }]);
    expect(rowObjects('s3', [[1, 2]], fields('a', 'b'))).toEqual([{ a: 1, b: 2 }]);
    expect(rowObjects('s3', [[3]], fields('c'))).toEqual([{ c: 3 }]);
  });

  it('takes any column name as a field, quotes and __proto__ included', () => {
    const [row] = rowObjects<Record<string, unknown>>(
      's4',
      [['evil', 'q', 'n']],
      fields('__proto__', '"); process.exit(1); ("', 'a\nb'),
    );
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row!)).toEqual(['__proto__', '"); process.exit(1); ("', 'a\nb']);
    expect(row!['"); process.exit(1); ("']).toBe('q');
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('evil');
  });

  it('answers no rows with an empty list', () => {
    expect(rowObjects('s5', [], fields('a'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { projectTypeOf, reordered } from './milestone-format';

describe('reordered', () => {
  const all = ['a1', 'b1', 'a2', 'a3'];
  const artistA = ['a1', 'a2', 'a3'];

  it('swaps a milestone with the one before it of the same artist, leaving the others in place', () => {
    expect(reordered(all, artistA, 'a2', 'up')).toEqual(['a2', 'b1', 'a1', 'a3']);
  });

  it('swaps a milestone with the one after it of the same artist', () => {
    expect(reordered(all, artistA, 'a2', 'down')).toEqual(['a1', 'b1', 'a3', 'a2']);
  });

  it('cannot move the first one up or the last one down', () => {
    expect(reordered(all, artistA, 'a1', 'up')).toBeNull();
    expect(reordered(all, artistA, 'a3', 'down')).toBeNull();
    expect(reordered(all, artistA, 'zz', 'up')).toBeNull();
  });
});

describe('projectTypeOf', () => {
  it('reads the project type, a brand project by default', () => {
    expect(projectTypeOf('wall_project')).toBe('wall_project');
    expect(projectTypeOf('nonsense')).toBe('brand_project');
    expect(projectTypeOf(null)).toBe('brand_project');
  });
});

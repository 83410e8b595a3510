import { describe, expect, it } from 'vitest';
import { greeting } from './welcome';

describe('greeting', () => {
  it('welcomes a user who has just signed up to WallCraft', () => {
    expect(greeting('Ada', true)).toBe('Welcome to WallCraft, Ada!');
    expect(greeting(null, true)).toBe('Welcome to WallCraft!');
  });
  it('welcomes a returning user back', () => {
    expect(greeting('Ada', false)).toBe('Welcome back, Ada!');
    expect(greeting(null, false)).toBe('Welcome back!');
  });
});

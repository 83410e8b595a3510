import { describe, expect, it } from 'vitest';
import { ZCreateReviewRequest } from './reviews';

const REVIEW = { projectId: '7d3c5a2e-8b1f-4c6d-9e0a-1b2c3d4e5f60', projectType: 'wall_project', comment: 'Great' };
const messages = (rating: unknown) =>
  ZCreateReviewRequest.safeParse({ ...REVIEW, rating }).error?.issues.map((issue) => issue.message) ?? [];

describe("a review's rating", () => {
  it('asks for stars when none are chosen, as the form starts at 0', () => {
    expect(messages(0)).toEqual(['Choose a rating: 1 to 5 stars']);
  });

  it('refuses what no star picker sends, saying what it takes', () => {
    for (const rating of [6, 2.5, '5', null])
      expect(messages(rating), String(rating)).toEqual(['Rating must be a whole number from 1 to 5']);
  });

  it('takes whole stars from 1 to 5', () => {
    for (const rating of [1, 5]) expect(messages(rating)).toEqual([]);
  });
});

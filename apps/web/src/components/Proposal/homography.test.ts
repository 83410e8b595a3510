import { describe, expect, it } from 'vitest';
import { applyHomography, cornersToMatrix3d, matrix3dToCorners, squareToQuad, DEFAULT_CORNERS } from './homography';

const close = (actual: number[], expected: number[]) =>
  actual.forEach((value, i) => expect(Math.abs(value - (expected[i] ?? Number.NaN))).toBeLessThan(1e-6));

const QUADS = [
  DEFAULT_CORNERS,
  [0.1, 0.2, 0.9, 0.15, 0.85, 0.8, 0.12, 0.9],
  [-0.4, -0.3, 1.4, 0.1, 1.2, 1.45, 0.05, 0.7],
  [0, 0, 1, 0, 1, 1, 0, 1],
];

describe('squareToQuad', () => {
  it.each(QUADS)('maps the corners of the unit square to the given corners (%#)', (...corners) => {
    const m = squareToQuad(corners);
    expect(m).not.toBeNull();
    const mapped = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ].flatMap(([u, v]) => applyHomography(m!, u!, v!));
    close(mapped, corners);
  });

  it('is the identity for the unit square', () => {
    close(squareToQuad([0, 0, 1, 0, 1, 1, 0, 1])!, [1, 0, 0, 0, 1, 0, 0, 0, 1]);
  });

  it('refuses a degenerate quadrilateral (three corners on a line)', () => {
    expect(squareToQuad([0, 0, 0.5, 0, 1, 0, 0, 1])).toBeNull();
  });
});

describe('cornersToMatrix3d and matrix3dToCorners', () => {
  it.each(QUADS)('round-trip the 8 numbers through a CSS matrix3d (%#)', (...corners) => {
    const photo = { width: 640, height: 427 };
    const element = { width: 300, height: 200 };
    const transform = cornersToMatrix3d(corners, photo, element);
    expect(transform).toMatch(/^matrix3d\((-?[\d.e-]+, ){15}-?[\d.e-]+\)$/);
    close(matrix3dToCorners(transform!, photo, element)!, corners);
  });

  it('writes an affine mock-up as a matrix3d with no perspective row', () => {
    expect(cornersToMatrix3d([0, 0, 1, 0, 1, 1, 0, 1], { width: 200, height: 100 }, { width: 100, height: 50 })).toBe(
      'matrix3d(2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)',
    );
  });

  it('answers null for an element without a size and for a string that is not a matrix3d', () => {
    expect(cornersToMatrix3d(DEFAULT_CORNERS, { width: 100, height: 100 }, { width: 0, height: 0 })).toBeNull();
    expect(matrix3dToCorners('scale(2)', { width: 1, height: 1 }, { width: 1, height: 1 })).toBeNull();
  });
});

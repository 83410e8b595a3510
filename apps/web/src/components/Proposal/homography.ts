/**
 * The mock-up's perspective transform. A proposal stores 8 numbers: x, y of the top-left, top-right,
 * bottom-right and bottom-left corners where the concept image lands, as fractions of the wall photo. The
 * browser draws the image there with a CSS matrix3d: the projective map (a homography) taking the image's
 * rectangle to that quadrilateral (Heckbert's square-to-quad, scaled to pixels).
 */

/** Row-major 3×3 [a, b, c, d, e, f, g, h, 1]: (u, v) → ((a u + b v + c) / w, (d u + e v + f) / w), w = g u + h v + 1. */
export type Homography = [number, number, number, number, number, number, number, number, number];

export type Size = { width: number; height: number };

/** Where a new mock-up starts: the middle of the photo. */
export const DEFAULT_CORNERS = [0.25, 0.25, 0.75, 0.25, 0.75, 0.75, 0.25, 0.75];

export const CORNER_NAMES = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const;

/**
 * The map from the unit square to the quadrilateral (x0, y0) … (x3, y3), corners in the stored order; null when
 * the quadrilateral is degenerate (three corners on a line), which no drawing can show.
 */
export function squareToQuad(corners: readonly number[]): Homography | null {
  const [x0, y0, x1, y1, x2, y2, x3, y3] = corners as [number, number, number, number, number, number, number, number];
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dx3 = x0 - x1 + x2 - x3;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const dy3 = y0 - y1 + y2 - y3;
  const det = dx1 * dy2 - dx2 * dy1;
  if (Math.abs(det) < 1e-12) return null;
  const g = (dx3 * dy2 - dx2 * dy3) / det;
  const h = (dx1 * dy3 - dx3 * dy1) / det;
  const matrix: Homography = [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
  const [a, b, c, d, e, f] = matrix;
  // A singular map folds the square onto a line: three corners were collinear.
  const singular = Math.abs(a * (e - f * h) - b * (d - f * g) + c * (d * h - e * g)) < 1e-12;
  return !singular && matrix.every(Number.isFinite) ? matrix : null;
}

export function applyHomography(m: Homography, u: number, v: number): [number, number] {
  const w = m[6] * u + m[7] * v + m[8];
  return [(m[0] * u + m[1] * v + m[2]) / w, (m[3] * u + m[4] * v + m[5]) / w];
}

/**
 * The CSS transform that draws an element of `element` size (transform-origin 0 0) onto the corners of a photo
 * shown at `photo` size; null for a degenerate quadrilateral.
 */
export function cornersToMatrix3d(corners: readonly number[], photo: Size, element: Size): string | null {
  const pixels = corners.map((value, i) => value * (i % 2 === 0 ? photo.width : photo.height));
  const m = squareToQuad(pixels);
  if (!m || element.width <= 0 || element.height <= 0) return null;
  // The element's pixels (x, y) are the square's (x / width, y / height): scale the first two columns.
  const [a, b, c, d, e, f, g, h] = [
    m[0] / element.width,
    m[1] / element.height,
    m[2],
    m[3] / element.width,
    m[4] / element.height,
    m[5],
    m[6] / element.width,
    m[7] / element.height,
  ];
  // matrix3d lists the 4×4 column by column; z passes through untouched.
  const values = [a, d, 0, g, b, e, 0, h, 0, 0, 1, 0, c, f, 0, 1];
  return `matrix3d(${values.map((n) => Number(n.toPrecision(12))).join(', ')})`;
}

/** The inverse reading: the 8 fractions a matrix3d (as cornersToMatrix3d writes it) puts the element's corners at. */
export function matrix3dToCorners(transform: string, photo: Size, element: Size): number[] | null {
  const match = /^matrix3d\(([^)]*)\)$/.exec(transform.trim());
  const values = match?.[1]?.split(',').map(Number) ?? [];
  if (values.length !== 16 || !values.every(Number.isFinite)) return null;
  const [a, d, , g, b, e, , h, , , , , c, f] = values as number[];
  const m: Homography = [a!, b!, c!, d!, e!, f!, g!, h!, 1];
  const points: [number, number][] = [
    [0, 0],
    [element.width, 0],
    [element.width, element.height],
    [0, element.height],
  ];
  return points.flatMap(([x, y]) => {
    const [px, py] = applyHomography(m, x, y);
    return [px / photo.width, py / photo.height];
  });
}

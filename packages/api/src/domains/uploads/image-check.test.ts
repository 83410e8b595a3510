import { describe, expect, it } from 'vitest';
import { checkImage } from './image-check';
import { GIF_1X1, pngImage } from './test-images';

describe('checking an uploaded image', () => {
  it('accepts an image of the declared type', () => {
    expect(checkImage(pngImage(), 'image/png')).toBeNull();
    expect(checkImage(GIF_1X1, 'image/gif')).toBeNull();
  });

  it('refuses an image of another type than the one declared', () => {
    expect(checkImage(pngImage(), 'image/gif')).toBe('The file is not a valid GIF image');
    expect(checkImage(GIF_1X1, 'image/jpeg')).toBe('The file is not a valid JPEG image');
  });

  it('refuses markup and truncated files', () => {
    expect(
      checkImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/png'),
    ).toBe('The file is not a valid PNG image');
    expect(checkImage(pngImage().subarray(0, 10), 'image/png')).toBe('The file is not a valid PNG image');
  });

  it('refuses dimensions past what a browser can show', () => {
    expect(checkImage(pngImage(30_000, 2), 'image/png')).toBe('Images may be at most 20000 pixels wide and high');
  });
});

import { describe, expect, it } from 'vitest';
import { imageVariantKey, imageVariantUrl } from './images';

const UUID = '0b7c54c3-6a51-4a4e-9c55-7f3f1d2a9e01';

describe('image variant names', () => {
  it('names the WebP copy of a PNG, JPEG or WebP upload by its uuid and width', () => {
    for (const extension of ['png', 'jpg', 'webp'])
      expect(imageVariantKey(`${UUID}.${extension}`, 640)).toBe(`${UUID}.w640.webp`);
  });

  it('gives GIFs, seed art and other names none', () => {
    for (const key of [`${UUID}.gif`, 'wall-3.svg', `${UUID}.w640.webp`, `x${UUID}.png`])
      expect(imageVariantKey(key, 320)).toBeNull();
  });

  it('puts the copy beside the original, wherever the store serves it', () => {
    expect(imageVariantUrl(`/media/uploads/${UUID}.png`, 320)).toBe(`/media/uploads/${UUID}.w320.webp`);
    expect(imageVariantUrl(`https://s3.example.com/bucket/${UUID}.jpg`, 1280)).toBe(
      `https://s3.example.com/bucket/${UUID}.w1280.webp`,
    );
    expect(imageVariantUrl(`/media/uploads/${UUID}.png#x`, 320)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { CARD_GRID_SIZES, photoSources } from './photo-sources';

const UPLOAD = '/media/uploads/0b7c54c3-6a51-4a4e-9c55-7f3f1d2a9e01.jpg';
const COPY = '/media/uploads/0b7c54c3-6a51-4a4e-9c55-7f3f1d2a9e01';

describe('photoSources', () => {
  it('offers a card the 320 and 640 copies of an upload, keeping the original as src', () => {
    expect(photoSources(UPLOAD, 'card', CARD_GRID_SIZES)).toEqual({
      src: UPLOAD,
      srcSet: `${COPY}.w320.webp 320w, ${COPY}.w640.webp 640w`,
      sizes: CARD_GRID_SIZES,
    });
  });

  it('offers a full-width photo the 1280 copy too', () => {
    expect(photoSources(UPLOAD, 'full', '100vw').srcSet).toBe(
      `${COPY}.w320.webp 320w, ${COPY}.w640.webp 640w, ${COPY}.w1280.webp 1280w`,
    );
  });

  it('builds the copies beside an upload in the S3 store', () => {
    const url = 'https://files.example.com/wallcraft/0b7c54c3-6a51-4a4e-9c55-7f3f1d2a9e01.png';
    expect(photoSources(url, 'card', '50vw').srcSet).toBe(
      'https://files.example.com/wallcraft/0b7c54c3-6a51-4a4e-9c55-7f3f1d2a9e01.w320.webp 320w, ' +
        'https://files.example.com/wallcraft/0b7c54c3-6a51-4a4e-9c55-7f3f1d2a9e01.w640.webp 640w',
    );
  });

  it.each([
    ['seed art (small SVG)', '/media/seed/wall-3.svg'],
    ['a GIF, which may be animated', '/media/uploads/0b7c54c3-6a51-4a4e-9c55-7f3f1d2a9e01.gif'],
    ['an image on another site', 'https://cdn.example.com/mural.jpg'],
    ['a URL with a query string', `${UPLOAD}?v=2`],
  ])('leaves %s as it is', (_label, url) => {
    expect(photoSources(url, 'card', CARD_GRID_SIZES)).toEqual({ src: url });
  });
});

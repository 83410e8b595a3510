import { CARD_VARIANT_WIDTHS, IMAGE_VARIANT_WIDTHS, imageVariantUrl, type ImageVariantWidth } from '@wallcraft/shared';

/** How wide a photo may be shown: a card never asks for more than 640 px; a page's main photo up to 1280. */
export type PhotoSize = 'card' | 'full';

export const PHOTO_WIDTHS: Record<PhotoSize, readonly ImageVariantWidth[]> = {
  card: CARD_VARIANT_WIDTHS,
  full: IMAGE_VARIANT_WIDTHS,
};

/** Slots of the Discover and list grids (Mantine breakpoints: 1 column, then 2, 3, 4). */
export const CARD_GRID_SIZES = '(max-width: 48em) 100vw, (max-width: 62em) 50vw, (max-width: 75em) 33vw, 25vw';

export type PhotoSources = { src: string; srcSet?: string; sizes?: string };

/**
 * The `<img>` attributes for a stored image value: for an uploaded photo, `srcset` over its resized WebP
 * copies (the API makes them after the upload; until then their addresses send the browser to the original)
 * with `src` the original; any other image (seed art, GIFs, other sites) as it is.
 */
export function photoSources(url: string, size: PhotoSize, sizes: string): PhotoSources {
  const candidates = PHOTO_WIDTHS[size].flatMap((width) => {
    const variant = imageVariantUrl(url, width);
    return variant ? [`${variant} ${width}w`] : [];
  });
  return candidates.length ? { src: url, srcSet: candidates.join(', '), sizes } : { src: url };
}

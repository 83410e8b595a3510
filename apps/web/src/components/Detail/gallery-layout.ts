import { GALLERY_THUMBNAILS } from '@wallcraft/shared';

export type GalleryLayout = {
  /** Every image once, in the order given (a repeated URL shows once). */
  images: string[];
  /** The index (in `images`) shown large. */
  main: number;
  /** The thumbnails beside it: never the main one, at most GALLERY_THUMBNAILS tiles in all. */
  thumbnails: number[];
  /** How many images the tiles leave out; the last tile then reads '+N' and opens the viewer. */
  more: number;
};

/**
 * The detail gallery (spec: one main image and 4 thumbnails): the main image large, the others as thumbnails in
 * their order. When they do not all fit, the last tile is a '+N' that opens the viewer, where every image is reached.
 */
export function galleryLayout(images: readonly string[], selected: number): GalleryLayout {
  const unique = [...new Set(images)];
  const main = Math.min(Math.max(selected, 0), Math.max(unique.length - 1, 0));
  const others = unique.map((_, index) => index).filter((index) => index !== main);
  if (others.length <= GALLERY_THUMBNAILS) return { images: unique, main, thumbnails: others, more: 0 };
  const thumbnails = others.slice(0, GALLERY_THUMBNAILS - 1);
  return { images: unique, main, thumbnails, more: others.length - thumbnails.length };
}

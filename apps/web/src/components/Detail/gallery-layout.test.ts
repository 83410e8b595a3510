import { describe, expect, it } from 'vitest';
import { galleryLayout } from './gallery-layout';

const urls = (n: number) => Array.from({ length: n }, (_, i) => `/media/${i + 1}.jpg`);
const shown = (layout: ReturnType<typeof galleryLayout>) => [layout.main, ...layout.thumbnails];

describe('galleryLayout', () => {
  it('shows every image once, the main one never among the thumbnails', () => {
    const layout = galleryLayout(['/a.jpg', '/b.jpg', '/a.jpg', '/c.jpg'], 0);
    expect(layout.images).toEqual(['/a.jpg', '/b.jpg', '/c.jpg']);
    expect(layout).toMatchObject({ main: 0, thumbnails: [1, 2], more: 0 });
  });

  it('puts the one chosen large and the others beside it, in their order', () => {
    expect(galleryLayout(urls(5), 2)).toMatchObject({ main: 2, thumbnails: [0, 1, 3, 4], more: 0 });
  });

  it('with more than fit, keeps the last tile for +N so that main, tiles and +N add up to all', () => {
    const layout = galleryLayout(urls(9), 0);
    expect(layout).toMatchObject({ main: 0, thumbnails: [1, 2, 3], more: 5 });
    expect(shown(layout).length + layout.more).toBe(9);
    expect(new Set(shown(layout)).size).toBe(shown(layout).length);
  });

  it('has no thumbnails for one image, and nothing to show for none', () => {
    expect(galleryLayout(['/only.jpg'], 0)).toMatchObject({ main: 0, thumbnails: [], more: 0 });
    expect(galleryLayout([], 0)).toMatchObject({ images: [], thumbnails: [], more: 0 });
  });

  it('reads an index past the end as the last image', () => {
    expect(galleryLayout(urls(3), 7).main).toBe(2);
  });
});

import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Gallery } from './Gallery';

const render = (images: string[]) =>
  renderToStaticMarkup(
    <MantineProvider>
      <Gallery images={images} title="Dock mural" />
    </MantineProvider>,
  );

const thumbnails = (html: string) => html.match(/data-testid="gallery-thumbnail"/g)?.length ?? 0;

describe('the detail gallery', () => {
  it('draws the main image once and the other images as thumbnails, without a +N when all fit', () => {
    const html = render(['/media/a.jpg', '/media/b.jpg', '/media/a.jpg']);
    expect(html.match(/data-testid="gallery-main"/g)).toHaveLength(1);
    expect(thumbnails(html)).toBe(1);
    expect(html).toContain('aria-label="Show image 2 of 2"');
    expect(html).not.toMatch(/>\+\d+</);
  });

  it('draws three thumbnails and a +N tile that opens all of them when there are more', () => {
    const html = render(Array.from({ length: 7 }, (_, i) => `/media/${i}.jpg`));
    expect(thumbnails(html)).toBe(3);
    expect(html).toContain('>+3<');
    expect(html).toContain('aria-label="Show all 7 images"');
  });
});

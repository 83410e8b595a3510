import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DiscoverItem } from './DiscoverCard';
import { ResultsEnd } from './ResultsEnd';

const item = (distanceMiles: number | null) => ({ distanceMiles }) as DiscoverItem;
const render = (props: Parameters<typeof ResultsEnd>[0]) =>
  renderToStaticMarkup(
    <MantineProvider>
      <ResultsEnd {...props} />
    </MantineProvider>,
  );
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>.*?>([A-Z ]+)<\/span>/g)].map((m) => m[1]);

describe("the end of Discover's results", () => {
  it('counts the results and, nearest first, says why the ones without a distance come last', () => {
    const html = render({ items: [item(1.2), item(4), item(null)], nearestFirst: true, pages: 1 });
    expect(html).toContain('THAT&#x27;S ALL 3 RESULTS');
    expect(html).toContain('Listings without a map location come last.');
    expect(buttons(html)).toEqual([]);
  });

  it('says nothing of map locations newest first, or when every result has a distance', () => {
    expect(render({ items: [item(null)], nearestFirst: false, pages: 1 })).not.toContain('map location');
    const html = render({ items: [item(2)], nearestFirst: true, pages: 1 });
    expect(html).toContain('THAT&#x27;S ALL 1 RESULT<');
    expect(html).not.toContain('map location');
  });

  it('offers every result again when the search narrowed them, and the top of a list of several pages', () => {
    const items = [item(1), item(2)];
    expect(buttons(render({ items, nearestFirst: true, pages: 1, onClear: () => undefined }))).toEqual([
      'SHOW ALL RESULTS',
    ]);
    expect(buttons(render({ items, nearestFirst: true, pages: 3, onClear: () => undefined }))).toEqual([
      'SHOW ALL RESULTS',
      'BACK TO TOP',
    ]);
    expect(buttons(render({ items, nearestFirst: false, pages: 3 }))).toEqual(['BACK TO TOP']);
  });
});

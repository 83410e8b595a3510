import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MessageText } from './MessageText';

const render = (text: string) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <MessageText text={text} />
      </MemoryRouter>
    </MantineProvider>,
  );

describe('a reply of the assistant', () => {
  it('renders a markdown link to a help article as a link with its title, opened in the app', () => {
    const html = render('More in [Refunds and disputes](/help/refunds-and-disputes).');
    expect(html).toMatch(/<a [^>]*href="\/help\/refunds-and-disputes"[^>]*>Refunds and disputes<\/a>/);
    expect(html).not.toContain('target="_blank"');
    expect(html).not.toContain('](');
  });

  it('renders a bare in-app path as a link, and an outside address in a new tab without the opener', () => {
    const html = render('Write to /contact or read [the docs](https://stripe.com/docs).');
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>\/contact<\/a>/);
    expect(html).toMatch(/<a [^>]*href="https:\/\/stripe.com\/docs"[^>]*target="_blank"[^>]*>the docs<\/a>/);
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('keeps text that only looks like a link as text', () => {
    const html = render('[x](javascript:alert(1)) and/or');
    expect(html).not.toContain('<a ');
  });
});

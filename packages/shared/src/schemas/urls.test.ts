import { describe, expect, it } from 'vitest';
import { ZImageUrl, isImageUrl, isWebLink, optionalLink, trustImageOrigin } from './urls';

describe('isImageUrl', () => {
  it.each([
    '/media/uploads/a.png',
    '/media/seed/walls/1.svg',
    'https://cdn.example.com/b.jpg',
    'https://bucket.s3.amazonaws.com/x/y.webp?v=2',
  ])('accepts our media path or an https URL: %s', (value) => expect(isImageUrl(value)).toBe(true));

  it.each([
    ['/api/logout', "the API's own path"],
    ['/trpc/auth.logout', "the API's tRPC path"],
    ['/wall.png', 'a path outside /media/'],
    ['/media/../api/logout', 'a dot segment leaving /media/'],
    ['/media/%2e%2e/api/logout', 'an encoded dot segment'],
    ['/media/..%2fapi/logout', 'a half-encoded dot segment'],
    ['/media/\\..\\api/logout', 'backslashes'],
    ['//evil.com/a.png', 'a protocol-relative URL'],
    ['javascript:alert(1)', 'javascript:'],
    ['java\tscript:alert(1)', 'a tab inside the scheme'],
    ['\u0001javascript:alert(1)', 'a leading control character'],
    [' https://cdn.example.com/a.png', 'a leading space'],
    ['https://cdn.example.com/a b.png', 'a space inside'],
    ['data:image/png;base64,AAAA', 'data:'],
    ['http://cdn.example.com/a.png', 'plain http'],
    ['ftp://files.example.com/a.png', 'ftp:'],
    ['https://', 'a URL without a host'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (value) => expect(isImageUrl(value)).toBe(false));

  it('accepts http URLs on an origin the server trusts (an S3 store without TLS), and only there', () => {
    trustImageOrigin('http://minio.test:9000/bucket');
    expect(isImageUrl('http://minio.test:9000/bucket/a.png')).toBe(true);
    expect(isImageUrl('http://minio.test:9001/bucket/a.png')).toBe(false);
  });

  it('trims before checking, and names the rule in its message', () => {
    expect(ZImageUrl.parse('  /media/a.png ')).toBe('/media/a.png');
    const result = ZImageUrl.safeParse('/api/logout');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Image URL must be/);
  });
});

describe('isWebLink', () => {
  it.each(['https://ava.example.com', 'http://ava.example.com/work?x=1', 'https://localhost:3000'])(
    'accepts the http(s) link %s',
    (value) => expect(isWebLink(value)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example.com',
    '//evil.com',
    '/api/logout',
    'https://exa mple.com',
    'https://',
    'ava.example.com',
  ])('refuses %s', (value) => expect(isWebLink(value)).toBe(false));

  it('with bareHost takes a scheme-less address but still refuses other schemes', () => {
    expect(isWebLink('ava.example.com', { bareHost: true })).toBe(true);
    expect(isWebLink('ava.example.com:8080/work', { bareHost: true })).toBe(true);
    expect(isWebLink('javascript:alert(1)', { bareHost: true })).toBe(false);
    expect(isWebLink('java\tscript:alert(1)', { bareHost: true })).toBe(false);
    expect(isWebLink('//evil.com', { bareHost: true })).toBe(false);
  });
});

describe('optionalLink', () => {
  const website = optionalLink('Website', { bareHost: true });
  const portfolio = optionalLink('Portfolio URL');

  it('trims, turns "" into null and leaves a missing value missing', () => {
    expect(website.parse('  https://ava.example.com ')).toBe('https://ava.example.com');
    expect(website.parse('')).toBeNull();
    expect(website.parse(undefined)).toBeUndefined();
  });

  it('refuses other schemes naming the field', () => {
    expect(website.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe(
      'Website must be a web address (http:// or https://)',
    );
    expect(portfolio.safeParse('ftp://files').error?.issues[0]?.message).toBe(
      'Portfolio URL must start with http:// or https://',
    );
  });
});

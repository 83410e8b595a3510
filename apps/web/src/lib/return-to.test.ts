import { beforeEach, describe, expect, it } from 'vitest';
import { loginPath, rememberReturn, safeReturnPath, takeReturn } from './return-to';

describe('safeReturnPath', () => {
  it('keeps paths of this site and refuses everything else', () => {
    expect(safeReturnPath('/artists/42?tab=reviews')).toBe('/artists/42?tab=reviews');
    for (const hostile of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/login?next=/x',
      '',
      null,
    ])
      expect(safeReturnPath(hostile), String(hostile)).toBeNull();
    expect(safeReturnPath('/login-help')).toBe('/login-help');
  });
});

describe('loginPath', () => {
  it('carries the page as next, and none for home or a foreign target', () => {
    expect(loginPath('/messages?userId=7')).toBe('/login?next=%2Fmessages%3FuserId%3D7');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
  });
});

describe('rememberReturn / takeReturn', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    globalThis.sessionStorage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    } as Storage;
  });

  it('gives the remembered page back once', () => {
    rememberReturn('/artists/42');
    expect(takeReturn()).toBe('/artists/42');
    expect(takeReturn()).toBeNull();
  });

  it('remembers nothing foreign', () => {
    rememberReturn('https://evil.example/');
    expect(takeReturn()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isAppPath, serverPage } from './entry-server';

describe('serverPage: what the server draws, for whom', () => {
  it("draws a visitor's landing pages, and a signed-in user's dashboard and Discover only", () => {
    const wall = '/walls/8f0c0f2e-0000-4000-8000-000000000000';
    expect(serverPage('/', 'signed-out')).toBe('HomePage');
    expect(serverPage(wall, 'signed-out')).toBe('WallDetailPage');
    expect(serverPage('/', 'signed-in')).toBe('DashboardPage');
    expect(serverPage('/dashboard', 'signed-in')).toBe('DashboardPage');
    expect(serverPage('/discover', 'signed-in')).toBe('DiscoverPage');
    // A party to a deal sees parts on a detail page (live tracking) that the app draws itself.
    expect(serverPage(wall, 'signed-in')).toBeNull();
    expect(serverPage('/discover', 'onboarding')).toBeNull();
  });
});

describe('isAppPath: the addresses the server answers with 200', () => {
  it('knows every page of every session state, a detail page whatever its id, and nothing else', () => {
    for (const path of ['/', '/login', '/discover', '/walls/anything', '/setup/artist', '/shop/checkout', '/messages'])
      expect(isAppPath(path), path).toBe(true);
    for (const path of ['/signup', '/walls', '/messages/extra/parts', '/wp-login.php'])
      expect(isAppPath(path), path).toBe(false);
  });
});

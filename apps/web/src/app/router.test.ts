import { describe, expect, it } from 'vitest';
import { pageFor } from './router';

describe('pageFor: the page a session sees at an address (what the server draws follows it)', () => {
  it("shows a signed-in user their dashboard at / and /dashboard, a visitor the home page and the sign-in's way", () => {
    expect(pageFor('/', 'signed-in')).toBe('Dashboard');
    expect(pageFor('/dashboard', 'signed-in')).toBe('Dashboard');
    expect(pageFor('/', 'signed-out')).toBe('Home');
    // A visitor on an account page is sent to sign in: no page of its own.
    expect(pageFor('/dashboard', 'signed-out')).toBeNull();
  });

  it('finds the same public pages for both, and none where a session is sent on', () => {
    for (const state of ['signed-in', 'signed-out'] as const) {
      expect(pageFor('/discover', state)).toBe('Discover');
      expect(pageFor('/walls/8f0c0f2e-0000-4000-8000-000000000000', state)).toBe('WallDetail');
    }
    expect(pageFor('/login', 'signed-out')).toBe('Login');
    expect(pageFor('/login', 'signed-in')).toBeNull();
    expect(pageFor('/discover', 'onboarding')).toBeNull();
    expect(pageFor('/create-profile', 'onboarding')).toBe('CreateProfile');
    expect(pageFor('/no-such-page', 'signed-in')).toBeNull();
  });
});

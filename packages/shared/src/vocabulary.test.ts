import { describe, expect, it } from 'vitest';
import { DISCOVER_FILTER_CATEGORIES, knownFilterValues } from './discover';
import { SPECIALTY_FILTERS } from './filters';
import { ONBOARDING_SPECIALTIES, SPECIALTY_SUGGESTIONS } from './labels';
import { ZArtistProfileRequest } from './schemas/profiles';
import { ZCreateProjectRequest } from './schemas/content';
import { STYLES, canonicalStyle } from './vocabulary';

describe('one vocabulary of styles and specialties', () => {
  it('onboarding, settings, posting and the Discover filter offer the same list, in Title Case', () => {
    expect(ONBOARDING_SPECIALTIES.map((o) => o.value)).toEqual([...STYLES]);
    expect(ONBOARDING_SPECIALTIES.map((o) => o.label)).toEqual([...STYLES]);
    expect([...SPECIALTY_SUGGESTIONS]).toEqual([...STYLES]);
    expect([...SPECIALTY_FILTERS]).toEqual([...STYLES]);
    const filter = DISCOVER_FILTER_CATEGORIES.find((c) => c.key === 'specialties');
    expect(filter?.options.map((o) => o.value)).toEqual([...STYLES]);
    for (const style of STYLES) expect(style).toMatch(/^[0-9A-Z][^ ]*( [0-9A-Z][^ ]*)*$/);
  });

  it('spells a known style as the list does, keeps retired onboarding codes readable and custom words as typed', () => {
    expect(canonicalStyle(' street ART ')).toBe('Street Art');
    expect(canonicalStyle('MURALS')).toBe('Murals');
    expect(canonicalStyle('3d')).toBe('3D Art');
    expect(canonicalStyle('Underwater Baskets ')).toBe('Underwater Baskets');
    expect(knownFilterValues('specialties', ['murals', 'BASKETS'])).toEqual(['Murals']);
  });

  it('the server stores the list spelling whichever screen sent it', () => {
    const artist = ZArtistProfileRequest.parse({ id: 'me', specialties: ['graffiti', 'MURALS', 'Murals', 'Chalk'] });
    expect(artist.specialties).toEqual(['Chalk', 'Graffiti', 'Murals']);
    const project = ZCreateProjectRequest.parse({
      title: 'Wall',
      location: 'Houston, TX',
      budget: 100,
      preferredStyles: ['pop art'],
    });
    expect(project.preferredStyles).toEqual(['Pop Art']);
  });
});

import { describe, expect, it } from 'vitest';
import { profileLinks, profileVariant, specialtyLabel, stripAt } from './profile-format';

const noLinks = { website: null, instagramHandle: null, twitterHandle: null, facebookHandle: null, tiktokHandle: null };

describe('profile links', () => {
  it('strips a leading @ from handles to build the links', () => {
    expect(stripAt('@@ava ')).toBe('ava');
    const links = profileLinks({ ...noLinks, instagramHandle: '@ava', twitterHandle: 'ava_x', tiktokHandle: '@ava.t' });
    expect(links).toEqual([
      { label: 'Instagram', href: 'https://instagram.com/ava', text: '@ava' },
      { label: 'X', href: 'https://x.com/ava_x', text: '@ava_x' },
      { label: 'TikTok', href: 'https://tiktok.com/@ava.t', text: '@ava.t' },
    ]);
  });

  it('adds https:// to a website typed without it and skips empty handles', () => {
    expect(profileLinks({ ...noLinks, website: 'ava.example.com', facebookHandle: '@' })).toEqual([
      { label: 'Website', href: 'https://ava.example.com', text: 'ava.example.com' },
    ]);
  });
});

describe('profile variant', () => {
  it('follows /artists and /brands when the user holds that profile, else the active type', () => {
    const multi = { userType: 'wall_owner' as const, userTypes: ['artist', 'wall_owner', 'brand'] as const };
    expect(profileVariant('/artists/1', { ...multi, userTypes: [...multi.userTypes] })).toBe('artist');
    expect(profileVariant('/brands/1', { ...multi, userTypes: [...multi.userTypes] })).toBe('brand');
    expect(profileVariant('/profile/1', { ...multi, userTypes: [...multi.userTypes] })).toBe('wall_owner');
    expect(profileVariant('/artists/1', { userType: 'brand', userTypes: ['brand'] })).toBe('brand');
  });
});

describe('labels', () => {
  it('shows specialties in the one vocabulary, retired onboarding codes too, and custom words as typed', () => {
    expect(specialtyLabel('3d')).toBe('3D Art');
    expect(specialtyLabel('STREET ART')).toBe('Street Art');
    expect(specialtyLabel('Chalk murals')).toBe('Chalk murals');
  });
});

import { describe, expect, it } from 'vitest';
import { displayAvatar, displayName, fullName, initialedName, nameWithPerson, personName } from './names';

describe('names', () => {
  it('joins first and last name, leaving out blank parts', () => {
    expect(fullName(' Frida ', 'Kahlo')).toBe('Frida Kahlo');
    expect(fullName('Frida', '  ')).toBe('Frida');
    expect(fullName(null, undefined)).toBe('');
  });

  it("falls back to the email's local part, then to a fixed name", () => {
    expect(personName({ firstName: null, lastName: null, email: 'ada@example.com' })).toBe('ada');
    expect(personName({})).toBe('WallCraft user');
  });

  it('names a brand by its company and a wall owner by the business, an artist always by the person', () => {
    const person = { firstName: 'Ada', lastName: 'Lovelace', businessName: 'Ada Walls', companyName: 'Ada Inc' };
    expect(displayName(person, 'brand')).toBe('Ada Inc');
    expect(displayName({ ...person, companyName: null }, 'brand')).toBe('Ada Walls');
    expect(displayName(person, 'wall_owner')).toBe('Ada Walls');
    expect(displayName(person, 'artist')).toBe('Ada Lovelace');
    expect(displayName({ ...person, businessName: ' ' }, 'wall_owner')).toBe('Ada Lovelace');
  });

  it('shortens a name to the first name and the last initial, never falling back to an email', () => {
    expect(initialedName(' Ada ', 'lovelace')).toBe('Ada L.');
    expect(initialedName('Ada', ' ')).toBe('Ada');
    expect(initialedName(null, 'Lovelace')).toBe('WallCraft user');
  });

  it('pictures a brand by its company logo, anyone else (or a brand without a logo) by their photo', () => {
    const person = { profileImageUrl: '/me.jpg', companyLogo: '/logo.png' };
    expect(displayAvatar(person, 'brand')).toBe('/logo.png');
    expect(displayAvatar(person, 'artist')).toBe('/me.jpg');
    expect(displayAvatar({ ...person, companyLogo: null }, 'brand')).toBe('/me.jpg');
    expect(displayAvatar({ profileImageUrl: ' ', companyLogo: null }, 'wall_owner')).toBeNull();
  });

  it('names the person behind a company, once', () => {
    expect(nameWithPerson({ displayName: 'Acme Paints', firstName: 'Dana', lastName: 'Lee' })).toBe(
      'Acme Paints · Dana Lee',
    );
    expect(nameWithPerson({ displayName: 'Dana Lee', firstName: 'Dana', lastName: 'Lee' })).toBe('Dana Lee');
    expect(nameWithPerson({ displayName: 'Acme Paints', firstName: null, lastName: null })).toBe('Acme Paints');
  });
});

import type { TUserType } from './enums';

/**
 * How people are named and pictured, on the server and in both apps. The person: first and last name; in a role,
 * a brand goes by its company name and logo, a wall owner by the business name when they have one. The server maps
 * every person it sends with these (displayName, avatarUrl), so every surface agrees.
 */

type Person = { firstName?: string | null; lastName?: string | null; email?: string | null };
type Named = Person & { businessName?: string | null; companyName?: string | null };

export const FALLBACK_NAME = 'WallCraft user';

/** "Frida Kahlo"; blank parts are left out, "" when there is no name at all. */
export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** A person's name, else the part of the email before the @, else FALLBACK_NAME. */
export function personName(person: Person): string {
  return fullName(person.firstName, person.lastName) || person.email?.split('@')[0] || FALLBACK_NAME;
}

/**
 * "Ada L.": the first name and the last name's initial, for lists that should not name a person in full (a
 * referrer's friends). FALLBACK_NAME without a first name; never the email.
 */
export function initialedName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = firstName?.trim();
  if (!first) return FALLBACK_NAME;
  const initial = lastName?.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** The name shown for someone acting as `role`: a brand's company, a wall owner's business, else the person. */
export function displayName(person: Named, role: TUserType | null | undefined): string {
  if (role === 'brand') return person.companyName?.trim() || person.businessName?.trim() || personName(person);
  if (role === 'wall_owner') return person.businessName?.trim() || personName(person);
  return personName(person);
}

type Pictured = { profileImageUrl?: string | null; companyLogo?: string | null };

/** The picture shown beside displayName: a brand's company logo, else the person's photo; null for initials. */
export function displayAvatar(person: Pictured, role: TUserType | null | undefined): string | null {
  if (role === 'brand' && person.companyLogo?.trim()) return person.companyLogo;
  return person.profileImageUrl?.trim() ? person.profileImageUrl : null;
}

/**
 * The display name with the person behind it, where it matters who writes (a conversation's header):
 * "Acme Paints · Dana Lee". Just the name when the two are the same or the person has no name.
 */
export function nameWithPerson(person: { displayName: string } & Person): string {
  const own = fullName(person.firstName, person.lastName);
  return own && own !== person.displayName ? `${person.displayName} · ${own}` : person.displayName;
}

import { fullName, type TUserType } from '@wallcraft/shared';
import type { PersonRow, WallRow } from './queries';
import type { TItemCard } from './schemas';

/**
 * Row -> card mappers for every recently-viewed type. The dashboard's matches use them too, so both
 * screens show the same names, images and fallbacks.
 */

const firstOf = (...candidates: (string | null | undefined)[]) =>
  candidates.find((value) => value && value.trim()) ?? null;

/** A wall owner's or brand's public name: the business (or company) name when set, else the person's. */
export function ownerName(row: {
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  company_name?: string | null;
}): string | null {
  return firstOf(row.company_name, row.business_name, fullName(row.first_name, row.last_name));
}

/** Artist image order: portfolio image 1, portfolio image 2, hero, profile image. */
export function personCard(type: TUserType, row: PersonRow): TItemCard {
  const person = fullName(row.first_name, row.last_name);
  if (type === 'artist') {
    const [first, second] = row.portfolio_images ?? [];
    return {
      id: row.id,
      name: person || 'Artist',
      image: firstOf(first, second, row.hero_image_url, row.profile_image_url),
      location: row.location,
      subtitle: (row.specialties ?? []).slice(0, 2).join(', ') || null,
      href: `/artists/${row.id}`,
    };
  }
  if (type === 'brand') {
    return {
      id: row.id,
      name: ownerName(row) ?? 'Brand',
      image: firstOf(row.company_logo, row.brand_images?.[0], row.profile_image_url, row.hero_image_url),
      location: row.location,
      subtitle: row.industry,
      href: `/brands/${row.id}`,
    };
  }
  return {
    id: row.id,
    name: ownerName({ ...row, company_name: null }) ?? 'Wall Owner',
    image: firstOf(row.profile_image_url, row.hero_image_url),
    location: row.location,
    subtitle: null,
    href: `/profile/${row.id}`,
  };
}

/** Wall subtitle: 'Listed by' and the owner's name, falling back to 'Wall Owner'. */
export function wallCard(row: WallRow): TItemCard {
  const owner = ownerName({
    first_name: row.owner_first_name,
    last_name: row.owner_last_name,
    business_name: row.owner_business_name,
  });
  return {
    id: row.id,
    name: firstOf(row.title) ?? `Wall ${row.id.slice(0, 8)}`,
    image: row.images[0] ?? null,
    location: row.location,
    subtitle: `Listed by ${owner ?? 'Wall Owner'}`,
    href: `/walls/${row.id}`,
  };
}

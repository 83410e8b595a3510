import type { BrandProfile, User } from '@wallcraft/db';
import { displayAvatar, displayName, ZUserType } from '@wallcraft/shared';
import { ZMoney } from '@wallcraft/shared/schemas';
import { z } from 'zod';

/**
 * Pieces the content domains (walls, projects, wall projects, saved, my projects, insights) share:
 * the embedded owner, search and money out. The input rules of the posting forms are in
 * @wallcraft/shared/schemas.
 */

export const ZOwner = z
  .object({
    id: z.string().uuid(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    displayName: z
      .string()
      .describe("The brand's company name, a wall owner's business name, else first and last name"),
    profileImageUrl: z.string().nullable(),
    avatarUrl: z
      .string()
      .nullable()
      .describe("The picture beside displayName: a brand's company logo, else the profile image; null for initials"),
    userType: ZUserType.describe(
      'The role the owner acts in for this item (wall_owner for walls and wall projects, brand for brand projects)',
    ),
  })
  .meta({ id: 'Owner' });
export type TOwner = z.infer<typeof ZOwner>;

/**
 * Owner columns as the content queries select them: `owner.<column> as owner_<column>` from a left join
 * of users (null when the owner is gone), plus the brand's company name and logo where the query joins them.
 */
type OwnerColumn = 'first_name' | 'last_name' | 'business_name' | 'profile_image_url' | 'email';
export type OwnerRow = {
  owner_user_id: User['id'] | null;
  owner_company_name?: BrandProfile['company_name'];
  owner_company_logo?: BrandProfile['company_logo'];
} & {
  [K in OwnerColumn as `owner_${K}`]: User[K] | null;
};

/** The embedded owner, or null when the owner row is gone. */
export function toOwner(row: OwnerRow, userType: 'wall_owner' | 'brand'): TOwner | null {
  if (!row.owner_user_id) return null;
  return {
    id: row.owner_user_id,
    firstName: row.owner_first_name,
    lastName: row.owner_last_name,
    displayName: displayName(
      {
        firstName: row.owner_first_name,
        lastName: row.owner_last_name,
        email: row.owner_email,
        businessName: row.owner_business_name,
        companyName: row.owner_company_name,
      },
      userType,
    ),
    profileImageUrl: row.owner_profile_image_url,
    avatarUrl: displayAvatar(
      { profileImageUrl: row.owner_profile_image_url, companyLogo: row.owner_company_logo },
      userType,
    ),
    userType,
  };
}

export const ZSearch = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined))
  .describe('Case-insensitive substring of the title, location or description');

export const ZBudget = ZMoney.nullable().describe('Null when not given');

export const iso = (date: Date) => date.toISOString();

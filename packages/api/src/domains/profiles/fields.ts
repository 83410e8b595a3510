import type { User } from '@wallcraft/db';

/** The columns anyone may see of a user, as the API names them (the own record adds the private ones). */
export type ProfileColumns = Pick<
  User,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'verified'
  | 'location'
  | 'latitude'
  | 'longitude'
  | 'bio'
  | 'website'
  | 'instagram_handle'
  | 'twitter_handle'
  | 'facebook_handle'
  | 'tiktok_handle'
  | 'profile_image_url'
  | 'hero_image_url'
  | 'business_name'
  | 'created_at'
>;

export function toProfileFields(row: ProfileColumns) {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    verified: row.verified,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    bio: row.bio,
    website: row.website,
    instagramHandle: row.instagram_handle,
    twitterHandle: row.twitter_handle,
    facebookHandle: row.facebook_handle,
    tiktokHandle: row.tiktok_handle,
    profileImageUrl: row.profile_image_url,
    heroImageUrl: row.hero_image_url,
    businessName: row.business_name,
    createdAt: row.created_at.toISOString(),
  };
}

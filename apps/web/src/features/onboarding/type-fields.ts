import { USER_TYPES, type TUserType } from '@wallcraft/shared';
import {
  ZArtistProfileRequest,
  ZCreateBrandProfileRequest,
  ZUpdateUserRequest,
  requiredText,
} from '@wallcraft/shared/schemas';
import { z } from 'zod';

/** The onboarding form: the basics, the account type, and that type's fields, kept as typed text until sent. */
export interface ProfileBasics {
  firstName: string;
  lastName: string;
  location: string;
  /** Set by the location field (a picked city, the device's position); else the server locates the text. */
  latitude?: number | null;
  longitude?: number | null;
}

export interface ArtistValues {
  specialties: string[];
  yearsExperience: string;
  hourlyRate: string;
  projectRate: string;
  availability: 'available' | 'limited' | 'booked';
  portfolioUrl: string;
}

export interface BrandValues {
  companyName: string;
  industry: string;
  budget: string;
  companySize: 'startup' | 'small' | 'medium' | 'large' | 'enterprise';
  timeline: 'urgent' | 'moderate' | 'flexible';
}

export type OnboardingValues = {
  userType: TUserType | null;
  user: ProfileBasics;
  artist: ArtistValues;
  brand: BrandValues;
};

/** New profiles start available, medium-sized and on a moderate timeline. */
export const DEFAULT_ARTIST: ArtistValues = {
  specialties: [],
  yearsExperience: '',
  hourlyRate: '',
  projectRate: '',
  availability: 'available',
  portfolioUrl: '',
};
export const DEFAULT_BRAND: BrandValues = {
  companyName: '',
  industry: '',
  budget: '',
  companySize: 'medium',
  timeline: 'moderate',
};

/**
 * What onboarding sends, checked as one: the user update (onboarding asks for first name, last name and
 * location, which a later update may leave out), the chosen type, and the profile request of that type.
 */
export const ZOnboardingRequest = z.object({
  userType: z.enum(USER_TYPES, { error: 'Choose an account type' }),
  user: ZUpdateUserRequest.extend({
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    location: requiredText('Location', 200),
  }),
  artist: ZArtistProfileRequest.optional(),
  brand: ZCreateBrandProfileRequest.optional(),
});

/** Artist-only inputs are sent trimmed, or null when left empty; onboarding has no portfolio images yet. */
export function artistPayload(values: ArtistValues) {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    specialties: values.specialties,
    yearsExperience: text(values.yearsExperience),
    hourlyRate: text(values.hourlyRate),
    projectRate: text(values.projectRate),
    availability: values.availability,
    portfolioUrl: text(values.portfolioUrl),
    portfolioImages: [],
  };
}

/** Onboarding sends no preferred styles, past projects or website yet. */
export function brandPayload(values: BrandValues) {
  return { ...values, preferredStyles: [], pastProjects: null, website: null };
}

/**
 * The requests of one onboarding submit. The type goes with the user update only when onboarding sets it
 * (`setsType`); the type's profile request only for artists and brands.
 */
export function onboardingRequest(values: OnboardingValues, userId: string, setsType: boolean) {
  const { userType } = values;
  return {
    userType,
    user: { id: userId, ...values.user, ...(setsType && userType ? { userType } : {}) },
    artist: userType === 'artist' ? { id: userId, ...artistPayload(values.artist) } : undefined,
    brand: userType === 'brand' ? { id: userId, ...brandPayload(values.brand) } : undefined,
  };
}
export type OnboardingRequest = ReturnType<typeof onboardingRequest>;

export const CREATED_MESSAGES: Record<TUserType, string> = {
  artist: 'Your artist profile has been created successfully!',
  wall_owner: 'Your wall owner profile has been created!',
  brand: 'Your brand profile has been created successfully!',
};

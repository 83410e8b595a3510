import type { TUserType } from '@wallcraft/shared';

/** The type-specific onboarding fields (spec 2, 2.7 and section 5), kept as typed text until sent. */
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

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Spec 2, section 4: availability available, company size medium, timeline moderate. */
export const DEFAULT_ARTIST: ArtistValues = { specialties: [], yearsExperience: '', hourlyRate: '', projectRate: '', availability: 'available', portfolioUrl: '' };
export const DEFAULT_BRAND: BrandValues = { companyName: '', industry: '', budget: '', companySize: 'medium', timeline: 'moderate' };

const WHOLE = /^\d+$/;
const DOLLARS = /^\$?\d{1,3}(,?\d{3})*(\.\d{1,2})?$/;

export function isWholeNumber(text: string): boolean {
  return WHOLE.test(text.trim());
}

export function isDollarAmount(text: string): boolean {
  return DOLLARS.test(text.trim());
}

export function validateArtist(values: ArtistValues): FieldErrors<ArtistValues> {
  const errors: FieldErrors<ArtistValues> = {};
  if (values.yearsExperience.trim() && !isWholeNumber(values.yearsExperience)) errors.yearsExperience = 'Years of experience must be a whole number';
  if (values.hourlyRate.trim() && !isWholeNumber(values.hourlyRate)) errors.hourlyRate = 'Hourly rate must be a whole number of dollars';
  if (values.projectRate.trim() && !isWholeNumber(values.projectRate)) errors.projectRate = 'Project rate must be a whole number of dollars';
  const url = values.portfolioUrl.trim();
  if (url && !/^https?:\/\/\S+/i.test(url)) errors.portfolioUrl = 'Portfolio URL must start with http:// or https://';
  return errors;
}

export function validateBrand(values: BrandValues): FieldErrors<BrandValues> {
  const errors: FieldErrors<BrandValues> = {};
  if (!values.companyName.trim()) errors.companyName = 'Company name is required';
  if (!values.industry.trim()) errors.industry = 'Industry is required';
  if (!values.budget.trim()) errors.budget = 'Budget is required';
  else if (!isDollarAmount(values.budget)) errors.budget = 'Budget must be an amount in US dollars, e.g. 5000';
  return errors;
}

/** What onboarding sends (section 7): artist-only fields nullable, rates as text, portfolioImages empty. */
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

/** Section 7: onboarding sends preferredStyles empty, pastProjects null and website null. */
export function brandPayload(values: BrandValues) {
  return {
    companyName: values.companyName.trim(),
    industry: values.industry.trim(),
    budget: values.budget.trim(),
    companySize: values.companySize,
    timeline: values.timeline,
    preferredStyles: [],
    pastProjects: null,
    website: null,
  };
}

export const CREATED_MESSAGES: Record<TUserType, string> = {
  artist: 'Your artist profile has been created successfully!',
  wall_owner: 'Your wall owner profile has been created!',
  brand: 'Your brand profile has been created successfully!',
};

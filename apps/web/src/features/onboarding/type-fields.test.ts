import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ARTIST,
  DEFAULT_BRAND,
  ZOnboardingRequest,
  artistPayload,
  onboardingRequest,
  type OnboardingValues,
} from './type-fields';

const USER_ID = '00000000-0000-4000-8000-000000000001';
const basics = { firstName: 'Ada', lastName: 'Lovelace', location: 'Houston, TX' };

function messages(values: Partial<OnboardingValues>): Record<string, string> {
  const full: OnboardingValues = {
    userType: null,
    user: basics,
    artist: DEFAULT_ARTIST,
    brand: DEFAULT_BRAND,
    ...values,
  };
  const result = ZOnboardingRequest.safeParse(onboardingRequest(full, USER_ID, true));
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('onboarding form', () => {
  it('requires an account type, first name, last name and location, with a message for each', () => {
    expect(messages({ user: { firstName: ' ', lastName: '', location: '' } })).toEqual({
      userType: 'Choose an account type',
      'user.firstName': 'First name is required',
      'user.lastName': 'Last name is required',
      'user.location': 'Location is required',
    });
  });

  it('requires company name, industry and budget for a brand, with a message for each', () => {
    expect(messages({ userType: 'brand' })).toEqual({
      'brand.companyName': 'Company name is required',
      'brand.industry': 'Industry is required',
      'brand.budget': 'Budget is required',
    });
    expect(
      messages({
        userType: 'brand',
        brand: { ...DEFAULT_BRAND, companyName: 'Fizz', industry: 'Tech', budget: 'lots' },
      })['brand.budget'],
    ).toMatch(/US dollars/);
    expect(
      messages({
        userType: 'brand',
        brand: { ...DEFAULT_BRAND, companyName: 'Fizz', industry: 'Tech', budget: '$5,000.50' },
      }),
    ).toEqual({});
  });

  it('leaves artist fields optional but refuses fractional years and rates', () => {
    expect(messages({ userType: 'artist' })).toEqual({});
    const found = messages({
      userType: 'artist',
      artist: { ...DEFAULT_ARTIST, yearsExperience: '2.5', hourlyRate: '-1', portfolioUrl: 'site' },
    });
    expect(Object.keys(found).sort()).toEqual(['artist.hourlyRate', 'artist.portfolioUrl', 'artist.yearsExperience']);
  });

  it('checks only the chosen type and sends the type with the user update only when onboarding sets it', () => {
    expect(messages({ userType: 'wall_owner', brand: { ...DEFAULT_BRAND, budget: 'lots' } })).toEqual({});
    const values: OnboardingValues = { userType: 'artist', user: basics, artist: DEFAULT_ARTIST, brand: DEFAULT_BRAND };
    expect(onboardingRequest(values, USER_ID, true).user).toMatchObject({ userType: 'artist' });
    expect(onboardingRequest(values, USER_ID, false).user).not.toHaveProperty('userType');
    expect(onboardingRequest(values, USER_ID, false).brand).toBeUndefined();
  });

  it('sends empty artist inputs as null and an empty portfolio', () => {
    expect(artistPayload({ ...DEFAULT_ARTIST, hourlyRate: ' 80 ' })).toMatchObject({
      hourlyRate: '80',
      projectRate: null,
      yearsExperience: null,
      portfolioImages: [],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_ARTIST, DEFAULT_BRAND, artistPayload, validateArtist, validateBrand } from './type-fields';

describe('onboarding type fields', () => {
  it('requires company name, industry and budget for a brand, with a message for each', () => {
    expect(validateBrand(DEFAULT_BRAND)).toEqual({ companyName: 'Company name is required', industry: 'Industry is required', budget: 'Budget is required' });
    expect(validateBrand({ ...DEFAULT_BRAND, companyName: 'Fizz', industry: 'Tech', budget: 'lots' }).budget).toMatch(/US dollars/);
    expect(validateBrand({ ...DEFAULT_BRAND, companyName: 'Fizz', industry: 'Tech', budget: '$5,000.50' })).toEqual({});
  });

  it('leaves artist fields optional but refuses fractional years and rates', () => {
    expect(validateArtist(DEFAULT_ARTIST)).toEqual({});
    expect(Object.keys(validateArtist({ ...DEFAULT_ARTIST, yearsExperience: '2.5', hourlyRate: '-1', portfolioUrl: 'site' }))).toEqual(['yearsExperience', 'hourlyRate', 'portfolioUrl']);
  });

  it('sends empty artist inputs as null and an empty portfolio', () => {
    expect(artistPayload({ ...DEFAULT_ARTIST, hourlyRate: ' 80 ' })).toMatchObject({ hourlyRate: '80', projectRate: null, yearsExperience: null, portfolioImages: [] });
  });
});

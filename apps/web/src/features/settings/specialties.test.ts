import { describe, expect, it } from 'vitest';
import { STYLES } from '@wallcraft/shared';
import { checkCustomSpecialty, suggestionList } from './specialties';

describe('specialty suggestions', () => {
  it('offers the one vocabulary of styles, as onboarding, posting and the Discover filter do', () => {
    expect(new Set(suggestionList([]))).toEqual(new Set(STYLES));
  });

  it('adds custom and already chosen specialties to the sorted suggestion list without duplicates', () => {
    const list = suggestionList(['graffiti', 'Chalk'], ['Yarn Bombing']);
    expect(list.filter((s) => s.toLowerCase() === 'graffiti')).toHaveLength(1);
    expect(list).toContain('Chalk');
    expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(list.indexOf('Yarn Bombing')).toBeGreaterThan(list.indexOf('Typography'));
  });

  it('trims a custom specialty and refuses blanks and case-insensitive duplicates', () => {
    expect(checkCustomSpecialty('  Chalk Art ', ['Graffiti'])).toEqual({ value: 'Chalk Art' });
    expect(checkCustomSpecialty('   ', [])).toEqual({ error: 'Enter a specialty' });
    expect(checkCustomSpecialty('GRAFFITI', ['Graffiti'])).toEqual({ error: 'That specialty is already in the list' });
  });
});

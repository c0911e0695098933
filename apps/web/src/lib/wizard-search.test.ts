import { describe, expect, it } from 'vitest';
import { parseWizardSearch, wizardResumePath } from './wizard-search';

describe('parseWizardSearch', () => {
  it.each([
    [{ step: '1' }, { step: 1 }],
    [{ step: '4' }, { step: 4 }],
    [{ step: 2 }, { step: 2 }],
    [{ step: ' 3 ' }, { step: 3 }],
  ])('reads %o as a known step', (search, expected) => {
    expect(parseWizardSearch(search)).toEqual(expected);
  });

  it.each([
    [{}],
    [{ step: '0' }],
    [{ step: '5' }],
    [{ step: '12' }],
    [{ step: '2.5' }],
    [{ step: '-1' }],
    [{ step: 'two' }],
    [{ step: '' }],
    [{ step: ['2'] }],
    [{ step: { a: 1 } }],
    [{ step: true }],
  ])('drops %o (the wizard starts at its first step)', (search) => {
    expect(parseWizardSearch(search as Record<string, unknown>)).toEqual({});
  });

  it('keeps nothing else from the query', () => {
    expect(parseWizardSearch({ step: '2', next: '//evil.example' })).toEqual({ step: 2 });
  });

  it('names the same-site path sign-in returns to', () => {
    expect(wizardResumePath(3)).toBe('/application?step=3');
  });
});

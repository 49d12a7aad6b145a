import { editDistance, normalizeTerm, typosAllowed, typosBetween } from './text-terms';

describe('search terms', () => {
  it('folds case and accents', () => {
    expect(normalizeTerm('Été')).toBe('ete');
    expect(normalizeTerm('FRANÇAIS')).toBe('francais');
  });

  it("allows Meilisearch's typos by word length", () => {
    expect(['rock', 'sumer', 'melodies', 'wanderlust'].map(typosAllowed)).toEqual([0, 1, 1, 2]);
  });

  it('counts edits, and a prefix of the last word as none', () => {
    expect(editDistance('sumer', 'summer')).toBe(1);
    expect(editDistance('wandrelust', 'wanderlust')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
    expect(typosBetween('neb', 'nebula', true)).toBe(0);
    expect(typosBetween('neb', 'nebula', false)).toBe(3);
  });
});

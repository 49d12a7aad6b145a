// How the embedded engine reads words, as Meilisearch does: case- and accent-insensitive, typos
// allowed by the query word's length (one from 5 letters, two from 9), the last word a prefix.

/** 'Été' → 'ete': lower case without combining marks; '' for nothing left. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The edits a query word of this length may differ by (Meilisearch's default typo tolerance). */
export function typosAllowed(term: string): number {
  const letters = [...term].length;
  if (letters >= 9) return 2;
  if (letters >= 5) return 1;
  return 0;
}

/** Levenshtein distance (insertions, deletions, substitutions), by code point. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= y.length; j += 1) {
      const substitution = (previous[j - 1] as number) + (x[i - 1] === y[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, substitution);
    }
    previous = current;
  }
  return previous[y.length] as number;
}

/** The typos between a query word and a word it matched; a prefix of the word costs none when allowed. */
export function typosBetween(queryTerm: string, docTerm: string, asPrefix: boolean): number {
  if (docTerm === queryTerm || (asPrefix && docTerm.startsWith(queryTerm))) return 0;
  return editDistance(queryTerm, docTerm);
}

// The embedded search engine: MiniSearch (a maintained in-memory full-text index) in this replica,
// for one machine and the tests. MiniSearch finds the matches (prefix on the last word, typos by
// word length, accents folded); the rank follows Meilisearch's observable rules instead of
// MiniSearch's BM25 score: more query words matched, then fewer typos, then the best field
// (title before tags before description), and its default matching strategy (see below).
import MiniSearch, { type SearchResult } from 'minisearch';
import {
  compareRanks,
  MAX_SEARCH_HITS,
  type SearchDocument,
  type SearchEngine,
  type SearchFilter,
  type SearchHit,
} from './search-engine';
import { normalizeTerm, typosAllowed, typosBetween } from './text-terms';

/** Searchable fields, most relevant first: a match's field rank is its index here. */
const FIELDS = ['title', 'tags', 'description'] as const;

function newIndex(): MiniSearch<SearchDocument> {
  return new MiniSearch<SearchDocument>({
    fields: [...FIELDS],
    storeFields: ['tags', 'platform'],
    extractField: (doc, field) =>
      field === 'tags'
        ? doc.tags.join(' ')
        : String((doc as unknown as Record<string, unknown>)[field] ?? ''),
    processTerm: (term) => normalizeTerm(term) || null,
  });
}

/**
 * Meilisearch's default matching strategy ('last'): a document must match the query's first
 * words; those matching all words rank first, then those matching all but the last, and so on.
 * So the rank starts with how many leading query words all matched (0: not a result).
 */
function leadingWordsMatched(result: SearchResult, queryTerms: string[]): number {
  const matched = new Set(result.queryTerms);
  let k = 0;
  while (k < queryTerms.length && matched.has(queryTerms[k] as string)) k += 1;
  return k;
}

/**
 * [-words, typos, field]. A search meets the same few words in thousands of documents, so the
 * typos between a query word and a document word are counted once per search (`memo`).
 */
function rankOf(
  result: SearchResult,
  queryTerms: string[],
  words: number,
  memo: Map<string, number>,
): number[] {
  const last = queryTerms.length - 1;
  let typos = 0;
  for (let i = 0; i < words; i += 1) {
    const queryTerm = queryTerms[i] as string;
    let best = Infinity;
    for (const docTerm of result.terms) {
      const key = `${i}\u0000${docTerm}`;
      let cost = memo.get(key);
      if (cost === undefined) {
        cost = typosBetween(queryTerm, docTerm, i === last);
        memo.set(key, cost);
      }
      if (cost < best) best = cost;
    }
    typos += best;
  }
  let field: number = FIELDS.length;
  for (const fields of Object.values(result.match)) {
    for (const name of fields) field = Math.min(field, FIELDS.indexOf(name as (typeof FIELDS)[number]));
  }
  return [-words, typos, field];
}

export function createEmbeddedEngine(): SearchEngine {
  let index = newIndex();
  return {
    mode: 'embedded',
    indexesTallies: false,
    async start() {},
    async upsert(docs) {
      for (const doc of docs) {
        if (index.has(doc.id)) index.replace(doc);
        else index.add(doc);
      }
    },
    async remove(ids) {
      for (const id of ids) if (index.has(id)) index.discard(id);
    },
    async search(q: string, filter: SearchFilter): Promise<SearchHit[]> {
      const queryTerms = q
        .split(/[\s\p{P}]+/u)
        .map(normalizeTerm)
        .filter(Boolean);
      if (queryTerms.length === 0) return [];
      const results = index.search(queryTerms.join(' '), {
        combineWith: 'OR',
        prefix: (_term, i, terms) => i === terms.length - 1,
        fuzzy: (term) => typosAllowed(term) || false,
        filter: (result) =>
          (!filter.tag || (result.tags as string[]).includes(filter.tag)) &&
          (!filter.platform || result.platform === filter.platform),
      });
      const memo = new Map<string, number>();
      return results
        .flatMap((result) => {
          const words = leadingWordsMatched(result, queryTerms);
          return words > 0 ? [{ id: String(result.id), rank: rankOf(result, queryTerms, words, memo) }] : [];
        })
        .sort((a, b) => compareRanks(a.rank, b.rank))
        .slice(0, MAX_SEARCH_HITS);
    },
    async rebuild(docs) {
      const aside = newIndex();
      aside.addAll(docs);
      index = aside; // the swap: searches read the old index until here
    },
    async size() {
      return index.documentCount;
    },
    async healthy() {
      return true;
    },
    async close() {},
  };
}

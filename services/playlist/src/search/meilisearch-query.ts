// The wire pieces of a Meilisearch search, apart from the client so they are tested without a
// server: the filter expression it sends and the rank of the hits it reads back.
import type { SearchFilter, SearchHit } from './search-engine';

/**
 * A string value of a filter expression: inside double quotes Meilisearch (since v1.4) reads `\"`
 * as a quote and `\\` as a backslash, so a tag can never close its quotes and add a condition.
 */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The filter expression of a search, or undefined when it filters nothing. */
export function filterExpression(filter: SearchFilter): string | undefined {
  const conditions: string[] = [];
  // `tags` is an array: `=` matches a document when any of its tags equals the value.
  if (filter.tag) conditions.push(`tags = ${quoteFilterValue(filter.tag)}`);
  if (filter.platform) conditions.push(`platform = ${quoteFilterValue(filter.platform)}`);
  return conditions.length > 0 ? conditions.join(' AND ') : undefined;
}

/** The hit fields the adapter asks for. */
export type RankedHit = {
  id: string | number;
  _rankingScore?: number;
};

/**
 * Hits in Meilisearch's order. The rank is [-rankingScore] (the score is 0..1, higher better; a
 * rank is compared smaller first). `0 - score` keeps a zero score +0, which equality checks tell
 * apart from -0.
 */
export function toSearchHits(hits: readonly RankedHit[]): SearchHit[] {
  return hits.map((hit) => {
    const score = hit._rankingScore;
    // Every search asks for showRankingScore; a hit without it means a server too old (< v1.3).
    if (typeof score !== 'number')
      throw new Error(`Meilisearch returned hit ${hit.id} without _rankingScore`);
    return { id: String(hit.id), rank: [0 - score] };
  });
}

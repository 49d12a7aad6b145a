// Shapes shared by many calls: error and message bodies, path params, paging query params.
import { FEED_MAX_LIMIT, SEARCH_QUERY_MAX, WIRE_INT32_MAX, WIRE_INT64_NUMBER_MAX } from '../limits';
import { validationMessages as v } from '../messages';
import { z } from 'zod';

export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });

/**
 * C0 and C1 controls and the bidirectional embeddings, overrides and isolates (U+202A-202E,
 * U+2066-2069): invisible in a card, and able to make a title read as something else. Line
 * breaks and tabs are allowed where the field is multi-line.
 */
export function hasHiddenCharacters(text: string, { multiline }: { multiline: boolean }): boolean {
  for (const char of text) {
    const c = char.codePointAt(0) ?? 0;
    if (multiline && (c === 0x09 || c === 0x0a || c === 0x0d)) continue;
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
    if ((c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)) return true;
  }
  return false;
}

/** Query strings arrive as text; an empty value (e.g. `?tag=`) means "not given". */
export function optionalQueryText(max: number, message: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().trim().max(max, message).optional(),
  );
}

/** A whole number ≥ min and ≤ max from a query string, with one message for every failure. */
export function queryInt(min: number, max: number, fallback: number, message: string) {
  return z.coerce
    .number({ invalid_type_error: message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .default(fallback);
}

/** The paging fields of a list that loads more while hasMore (feed, notifications). */
export const morePages = { hasMore: z.boolean(), currentPage: z.number().int() };

export function pageQuery(defaultLimit: number, maxLimit = FEED_MAX_LIMIT, limitMessage = v.limitInvalid) {
  return z.object({
    page: queryInt(1, WIRE_INT32_MAX, 1, v.pageInvalid),
    limit: queryInt(1, maxLimit, defaultLimit, limitMessage),
  });
}

export const searchText = optionalQueryText(SEARCH_QUERY_MAX, v.searchTooLong);

const userIdParam = z.coerce
  .number({ invalid_type_error: v.userIdInvalid })
  .int(v.userIdInvalid)
  .positive(v.userIdInvalid)
  .max(WIRE_INT64_NUMBER_MAX, v.userIdInvalid);

export const idParams = z.object({ id: z.string().trim().min(1, v.playlistIdInvalid).max(100) });
export const userIdParams = z.object({ id: userIdParam });
export const userIdNamedParams = z.object({ userId: userIdParam });
export const notificationIdParams = z.object({ id: z.string().trim().min(1).max(100) });

export const openApiDocumentBody = z.record(z.string(), z.unknown());

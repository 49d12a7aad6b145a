// Shapes shared by many calls: error and message bodies, path params, paging query params.
import { FEED_MAX_LIMIT, ID_MAX, SEARCH_QUERY_MAX, WIRE_INT32_MAX, WIRE_INT64_NUMBER_MAX } from '../limits';
import { validationMessages as v } from '../messages';
import { z } from 'zod';
import { utf16MaxLength, utf16MinLength } from './text-length';

export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const messageBody = z.object({ message: z.string() });

/**
 * C0 and C1 controls and the bidirectional embeddings, overrides and isolates (U+202A-202E,
 * U+2066-2069): invisible in a card, able to make a title read as something else, and a NUL is
 * refused by the store (DESIGN §7). Line breaks and tabs are allowed where the field is multi-line.
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

// Spaces, format characters (zero-width space, joiners, word joiner, BOM, soft hyphen, …), the
// other default-ignorable ones (Hangul fillers, variation selectors) and the blank Braille cell.
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** Text that shows nothing at all, e.g. only U+200B: as good as empty. */
export function isVisiblyBlank(text: string): boolean {
  return INVISIBLE_ONLY.test(text);
}

/**
 * Every schema withoutHiddenCharacters made, with whether it is multi-line (a zod registry, so a
 * further check on one, e.g. another refine, has the same entry): the OpenAPI document states the
 * rule as a pattern on each (openapi/schema-metadata.ts), so clients and fuzzers see it.
 */
export const hiddenCharacterRules = z.registry<{ multiline: boolean }>();

/**
 * `schema`'s text (after any trim it does) with no hidden character, else `message`. Every text
 * input of the contract goes through this or a pattern that allows fewer characters.
 */
export function withoutHiddenCharacters<S extends z.ZodType<string | undefined>>(
  schema: S,
  message: string,
  { multiline = false }: { multiline?: boolean } = {},
): S {
  const checked = schema.refine(
    (text) => text === undefined || !hasHiddenCharacters(text, { multiline }),
    message,
  );
  hiddenCharacterRules.add(checked, { multiline });
  return checked;
}

/** Query strings arrive as text; an empty value (e.g. `?tag=`) means "not given". */
export function optionalQueryText(max: number, message: string, charactersMessage: string) {
  return z.preprocess(
    (value) => (value === '' ? undefined : value),
    withoutHiddenCharacters(
      z.string().trim().check(utf16MaxLength(max, message)).optional(),
      charactersMessage,
    ),
  );
}

// How a whole number is written in a path or query: no sign, space, leading zero, fraction,
// exponent or hex, so one number has one spelling (and one cache entry, one log line).
const CANONICAL_DECIMAL = /^(?:0|[1-9][0-9]*)$/;

/** Any other spelling becomes NaN, which then fails with the field's own message. */
function canonicalDecimal(value: unknown): unknown {
  return typeof value === 'string' && !CANONICAL_DECIMAL.test(value) ? Number.NaN : value;
}

/**
 * A whole number ≥ min and ≤ max from a query string, with one message for every failure (zod 4's
 * int() also refuses a number beyond ±(2^53 - 1); `abort` then spares the same message from max()).
 */
export function queryInt(min: number, max: number, fallback: number, message: string) {
  return z
    .preprocess(
      canonicalDecimal,
      z.coerce
        .number({ error: message })
        .int({ error: message, abort: true })
        .min(min, message)
        .max(max, message),
    )
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

export const searchText = optionalQueryText(SEARCH_QUERY_MAX, v.searchTooLong, v.searchCharacters);

const userIdParam = z.preprocess(
  canonicalDecimal,
  z.coerce
    .number({ error: v.userIdInvalid })
    .int({ error: v.userIdInvalid, abort: true })
    .positive(v.userIdInvalid)
    .max(WIRE_INT64_NUMBER_MAX, v.userIdInvalid),
);

/** A path's id of a stored thing (a uuid today): any text without hidden characters, ≤ 100. */
const textId = (message: string) =>
  withoutHiddenCharacters(
    z.string().trim().check(utf16MinLength(1, message), utf16MaxLength(ID_MAX, message)),
    message,
  );

export const idParams = z.object({ id: textId(v.playlistIdInvalid) });
export const userIdParams = z.object({ id: userIdParam });
export const userIdNamedParams = z.object({ userId: userIdParam });
export const notificationIdParams = z.object({ id: textId(v.notificationIdInvalid) });

export const openApiDocumentBody = z.record(z.string(), z.unknown());

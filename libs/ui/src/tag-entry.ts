// Tag entry rules (spec §5), shared by the add-playlist form and a card's tag editor: trimmed,
// lowercased, no duplicates, at most TAGS_MAX, each checked by the contract's tag schema.
import { TAGS_MAX, tag as tagSchema, validationMessages } from '@sonic-nexus/contract';

type TagEntryResult = { tags: string[]; error: null } | { tags: string[]; error: string };

export function addTag(tags: readonly string[], raw: string): TagEntryResult {
  const candidate = raw.trim().toLowerCase();
  if (candidate === '' || tags.includes(candidate)) return { tags: [...tags], error: null };
  if (tags.length >= TAGS_MAX) return { tags: [...tags], error: validationMessages.tagsMax };
  const parsed = tagSchema.safeParse(candidate);
  if (!parsed.success) return { tags: [...tags], error: parsed.error.issues[0].message };
  return { tags: [...tags, parsed.data], error: null };
}

/** What is wrong with the text being typed, said as it is typed (null: it may be added). */
export function draftTagError(raw: string): string | null {
  const candidate = raw.trim().toLowerCase();
  if (candidate === '') return null;
  const parsed = tagSchema.safeParse(candidate);
  return parsed.success ? null : parsed.error.issues[0].message;
}

export function removeTag(tags: readonly string[], value: string): string[] {
  return tags.filter((existing) => existing !== value);
}

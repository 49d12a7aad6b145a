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

export function removeTag(tags: readonly string[], value: string): string[] {
  return tags.filter((existing) => existing !== value);
}

// Playlists: the public shape (spec §3 field names), feed/top/preview queries and the write bodies.
import {
  ALBUM_ART_MAX,
  DESCRIPTION_MAX,
  DURATION_MAX,
  DURATION_MIN,
  FEED_PAGE_SIZE,
  PLAYLIST_URL_MAX,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TOP_100_LIMIT,
  TOP_HOME_LIMIT,
  TITLE_MAX,
} from '../limits';
import { validationMessages as v } from '../messages';
import { PLATFORMS } from '../platforms';
import { z } from 'zod';
import { hasHiddenCharacters, morePages, optionalQueryText, pageQuery, queryInt, searchText } from './common';
import { voteTally } from './vote';

const platform = z.enum(PLATFORMS, { errorMap: () => ({ message: v.platformInvalid }) });

export const playlist = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  platform: z.string(),
  playlistUrl: z.string(),
  albumArtUrls: z.array(z.string()),
  tags: z.array(z.string()),
  durationMinutes: z.number().int(),
  trackCount: z.number().int(),
  ...voteTally.shape,
  submittedBy: z.number().int(),
  username: z.string().nullable(),
  createdAt: z.string(),
  embedUrl: z.string().nullable(),
});
export type Playlist = z.infer<typeof playlist>;

export const playlistList = z.array(playlist);

export const feedPage = z.object({ playlists: z.array(playlist), ...morePages });
export type FeedPage = z.infer<typeof feedPage>;

export const fireVotedPage = z.object({
  playlists: z.array(playlist),
  hasMore: z.boolean(),
  total: z.number().int(),
});
export type FireVotedPage = z.infer<typeof fireVotedPage>;

/** One tag as stored: trimmed, lowercased, 1-20 letters, digits, spaces or hyphens. */
export const tag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, v.tagPattern)
  .max(TAG_MAX_LENGTH, v.tagLength)
  .regex(/^[A-Za-z0-9 -]*$/, v.tagPattern);

/** Duplicates collapse before the limit is counted, as in the tag entry of the form. */
export const tags = z
  .array(tag)
  .superRefine((list, ctx) => {
    if (new Set(list).size > TAGS_MAX) ctx.addIssue({ code: z.ZodIssueCode.custom, message: v.tagsMax });
  })
  .transform((list) => [...new Set(list)]);

export const feedQuery = pageQuery(FEED_PAGE_SIZE).extend({
  tag: optionalQueryText(TAG_MAX_LENGTH, v.tagLength).transform((value) => value?.toLowerCase()),
  platform: z.preprocess((value) => (value === '' ? undefined : value), platform.optional()),
  q: searchText,
});

export const topQuery = z.object({ limit: queryInt(1, TOP_100_LIMIT, TOP_HOME_LIMIT, v.topLimitInvalid) });

export const previewQuery = z.object({
  url: z
    .string({ required_error: v.urlRequired })
    .trim()
    .min(1, v.urlRequired)
    .max(PLAYLIST_URL_MAX, v.playlistUrlInvalid),
});
export const preview = z.object({
  isSupported: z.boolean(),
  platform: z.string().nullable(),
  embedUrl: z.string().nullable(),
});
export type Preview = z.infer<typeof preview>;

const httpUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(PLAYLIST_URL_MAX, message)
    .url(message)
    .refine((url) => /^https?:\/\//i.test(url), message);

export const createPlaylistBody = z.object({
  title: z
    .string()
    .trim()
    .min(1, v.titleRequired)
    .max(TITLE_MAX, v.titleMax)
    .refine((text) => !hasHiddenCharacters(text, { multiline: false }), v.titleCharacters),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, v.descriptionMax)
    .refine((text) => !hasHiddenCharacters(text, { multiline: true }), v.descriptionCharacters)
    .default(''),
  platform,
  playlistUrl: httpUrl(v.playlistUrlInvalid),
  durationMinutes: z
    .number({ invalid_type_error: v.durationRange })
    .int(v.durationRange)
    .min(DURATION_MIN, v.durationRange)
    .max(DURATION_MAX, v.durationRange)
    .optional(),
  tags: tags.default([]),
  albumArtUrls: z.array(httpUrl(v.albumArtUrl)).max(ALBUM_ART_MAX, v.albumArtMax).default([]),
});
export type CreatePlaylistBody = z.infer<typeof createPlaylistBody>;
export type CreatePlaylistInput = z.input<typeof createPlaylistBody>;

export const updateTagsBody = z.object({ tags });

export const artist = z.object({ artist: z.string().nullable() });

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
import { isAlbumArtHost, PLATFORMS } from '../platforms';
import { z } from 'zod';
import {
  isVisiblyBlank,
  morePages,
  optionalQueryText,
  pageQuery,
  queryInt,
  searchText,
  withoutHiddenCharacters,
} from './common';
import { utf16MaxLength, utf16MinLength } from './text-length';
import { isParsableUrl, parseWebUrl } from './web-url';
import { voteTally } from './vote';

const platform = z.enum(PLATFORMS, { error: v.platformInvalid });

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
  .check(utf16MinLength(1, v.tagPattern), utf16MaxLength(TAG_MAX_LENGTH, v.tagLength))
  .regex(/^[A-Za-z0-9 -]*$/, v.tagPattern);

/** Duplicates collapse before the limit is counted, as in the tag entry of the form. */
export const tags = z
  .array(tag)
  .superRefine((list, ctx) => {
    if (new Set(list).size > TAGS_MAX) ctx.addIssue({ code: 'custom', message: v.tagsMax });
  })
  .transform((list) => [...new Set(list)]);

export const feedQuery = pageQuery(FEED_PAGE_SIZE).extend({
  tag: optionalQueryText(TAG_MAX_LENGTH, v.tagLength, v.tagCharacters).transform((value) =>
    value?.toLowerCase(),
  ),
  platform: z.preprocess((value) => (value === '' ? undefined : value), platform.optional()),
  q: searchText,
});

export const topQuery = z.object({ limit: queryInt(1, TOP_100_LIMIT, TOP_HOME_LIMIT, v.topLimitInvalid) });

export const previewQuery = z.object({
  url: withoutHiddenCharacters(
    z
      .string({ error: (issue) => (issue.input === undefined ? v.urlRequired : undefined) })
      .trim()
      .check(utf16MinLength(1, v.urlRequired), utf16MaxLength(PLAYLIST_URL_MAX, v.playlistUrlInvalid)),
    v.playlistUrlInvalid,
  ),
});
export const preview = z.object({
  isSupported: z.boolean(),
  platform: z.string().nullable(),
  embedUrl: z.string().nullable(),
});
export type Preview = z.infer<typeof preview>;

/** A playlist's link: an http(s) URL (web-url.ts), kept as parsed and normalised. */
const playlistUrl = z
  .string()
  .trim()
  .check(utf16MaxLength(PLAYLIST_URL_MAX, v.playlistUrlInvalid))
  .refine(isParsableUrl, v.playlistUrlInvalid)
  .transform((raw, ctx) => {
    const href = parseWebUrl(raw)?.href;
    if (href !== undefined && href.length <= PLAYLIST_URL_MAX) return href;
    ctx.addIssue({ code: 'custom', message: v.playlistUrlInvalid });
    return z.NEVER;
  });

// One of our own pictures (PICTURE_PATH, /api/pictures/{id}) as an upload answers it: same origin.
const OWN_PICTURE_PATH = /^\/api\/pictures\/[A-Za-z0-9_-]{1,64}$/;

/** The stored form of one cover, or the message saying why it cannot be one. */
function readAlbumArt(raw: string): { href: string } | { message: string } {
  if (OWN_PICTURE_PATH.test(raw)) return { href: raw };
  const url = parseWebUrl(raw);
  if (!url || url.href.length > PLAYLIST_URL_MAX) return { message: v.albumArtUrl };
  if (url.protocol !== 'https:' || !isAlbumArtHost(url.hostname)) return { message: v.albumArtHost };
  return { href: url.href };
}

/**
 * One cover: an https image on a platform's image host (ALBUM_ART_HOSTS), kept as parsed and
 * normalised, or one of our own uploaded pictures. No other host: the pages' img-src allows no
 * other, and a cover from anywhere would tell that site who looks at the card.
 */
export const albumArtUrl = z
  .string()
  .trim()
  .check(utf16MaxLength(PLAYLIST_URL_MAX, v.albumArtUrl))
  .transform((raw, ctx) => {
    const read = readAlbumArt(raw);
    if ('href' in read) return read.href;
    ctx.addIssue({ code: 'custom', message: read.message });
    return z.NEVER;
  });

export const createPlaylistBody = z.object({
  // Only zero-width or other invisible characters show an empty title: 'Title is required'.
  title: withoutHiddenCharacters(
    z.string().trim().check(utf16MinLength(1, v.titleRequired), utf16MaxLength(TITLE_MAX, v.titleMax)),
    v.titleCharacters,
  ).refine((text) => text === '' || !isVisiblyBlank(text), v.titleRequired),
  description: withoutHiddenCharacters(
    z.string().trim().check(utf16MaxLength(DESCRIPTION_MAX, v.descriptionMax)),
    v.descriptionCharacters,
    { multiline: true },
  ).default(''),
  platform,
  playlistUrl,
  durationMinutes: z
    .number({ error: v.durationRange })
    .int({ error: v.durationRange, abort: true })
    .min(DURATION_MIN, v.durationRange)
    .max(DURATION_MAX, v.durationRange)
    .optional(),
  tags: tags.default([]),
  albumArtUrls: z.array(albumArtUrl).max(ALBUM_ART_MAX, v.albumArtMax).default([]),
});
export type CreatePlaylistBody = z.infer<typeof createPlaylistBody>;
export type CreatePlaylistInput = z.input<typeof createPlaylistBody>;

export const updateTagsBody = z.object({ tags });

export const artist = z.object({ artist: z.string().nullable() });

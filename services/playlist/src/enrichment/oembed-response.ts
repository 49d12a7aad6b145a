// What the playlist keeps of an oEmbed answer: its title, author and thumbnail, checked and capped
// (a platform's answer is input like any other). Every other oEmbed field is dropped.
import { albumArtUrl, TITLE_MAX } from '@sonic-nexus/contract';
import { z } from 'zod';
import type { PlatformMetadata } from '../read-model/playlist-record';

// A missing or malformed field is simply unknown (''), not a failed answer.
const text = z
  .string()
  .transform((s) => s.trim().replace(/\s+/g, ' ').slice(0, TITLE_MAX))
  .catch('');
// A cover is kept only as a submitted one would be (the contract's albumArtUrl: https, a
// platform's image host, normalised), and absolute: the pages show no image from anywhere else.
// (URL.canParse, not z.url(): that one would drop tabs and line breaks, which albumArtUrl refuses.)
const imageUrl = z
  .string()
  .trim()
  .refine((url) => URL.canParse(url))
  .pipe(albumArtUrl)
  .catch('');

const oembedAnswer = z.object({ title: text, author_name: text, thumbnail_url: imageUrl });

/** The metadata in an oEmbed JSON answer; null when it names nothing; throws when it is no object. */
export function metadataOf(body: unknown): PlatformMetadata | null {
  const parsed = oembedAnswer.safeParse(body);
  if (!parsed.success) throw new Error('the oEmbed answer is not a JSON object');
  const { title, author_name: artist, thumbnail_url: thumbnailUrl } = parsed.data;
  return title || artist || thumbnailUrl ? { title, artist, thumbnailUrl } : null;
}

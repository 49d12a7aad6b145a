// The add-playlist form's values and their check by the contract's createPlaylistBody, so every
// message is the one of spec §5 and the server can never disagree with the form.
import {
  createPlaylistBody,
  detectPlatform,
  type CreatePlaylistBody,
  type Platform,
} from '@sonic-nexus/contract';

export interface PlaylistFormValues {
  title: string;
  description: string;
  platform: Platform | null;
  playlistUrl: string;
  durationMinutes: number | null;
  tags: string[];
  albumArtUrls: string[];
}

export const emptyPlaylistForm: PlaylistFormValues = {
  title: '',
  description: '',
  platform: null,
  playlistUrl: '',
  durationMinutes: null,
  tags: [],
  albumArtUrls: [],
};

export type PlaylistFormErrors = Partial<Record<keyof PlaylistFormValues, string>>;

/** The platform the URL's host names wins over the picked one (the field is then locked). */
export function effectivePlatform(values: PlaylistFormValues): Platform | null {
  return detectPlatform(values.playlistUrl) ?? values.platform;
}

export type PlaylistFormCheck =
  { body: CreatePlaylistBody; errors: null } | { body: null; errors: PlaylistFormErrors };

export function checkPlaylistForm(values: PlaylistFormValues): PlaylistFormCheck {
  const parsed = createPlaylistBody.safeParse({
    title: values.title,
    description: values.description,
    platform: effectivePlatform(values) ?? undefined,
    playlistUrl: values.playlistUrl,
    durationMinutes: values.durationMinutes ?? undefined,
    tags: values.tags,
    albumArtUrls: values.albumArtUrls,
  });
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: PlaylistFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof PlaylistFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { body: null, errors };
}

/** The fields checked before submit, as they are typed or left; the URL has its own preview. */
export type LiveField = 'title' | 'description' | 'platform' | 'durationMinutes' | 'tags';

/** One field's message (spec §5 words, from the contract) for the values as they stand. */
export function fieldError(values: PlaylistFormValues, field: LiveField): string | undefined {
  return checkPlaylistForm(values).errors?.[field];
}

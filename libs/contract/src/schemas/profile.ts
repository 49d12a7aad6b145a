// Composed profile answers: the public profile page and the six statistics counts.
import { z } from 'zod';
import { playlist } from './playlist';
import { publicUser } from './user';
import { voteTally } from './vote';

export const profile = z.object({ user: publicUser, playlists: z.array(playlist) });

export const stats = z.object({
  playlistCount: z.number().int(),
  ...voteTally.shape,
  followerCount: z.number().int(),
  followingCount: z.number().int(),
});

export const followers = z.array(publicUser);

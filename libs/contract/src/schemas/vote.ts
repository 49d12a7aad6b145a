// Votes: the cast body, the user's vote(s) and the tallies a cast answers with (DESIGN §8).
import { FIRE_VOTED_PAGE_SIZE, USER_VOTES_MAX_IDS } from '../limits';
import { validationMessages as v } from '../messages';
import { z } from 'zod';
import { hasHiddenCharacters, pageQuery } from './common';

export const VOTE_TYPES = ['fire', 'thumbs_up', 'trash'] as const;
const voteType = z.enum(VOTE_TYPES, { error: v.voteTypeInvalid });
export type VoteType = z.infer<typeof voteType>;

/**
 * `previousVote`: the user's vote as the page showed it when they clicked (null: none). Beyond the
 * spec's body, optional: with it a cast sets what the click meant and is safe to repeat (a retry
 * after a 503 or a lost answer); without it the cast toggles whatever is stored.
 */
export const voteBody = z.object({ voteType, previousVote: voteType.nullable().optional() });

export const userVote = z.object({ userVote: voteType.nullable() });
export type UserVote = z.infer<typeof userVote>;

/** The three counts a playlist carries; a cast answers with them so the UI needs no refetch. */
export const voteTally = z.object({
  fireVotes: z.number().int(),
  thumbsUpVotes: z.number().int(),
  trashVotes: z.number().int(),
});
export type VoteTally = z.infer<typeof voteTally>;

export const voteResult = z.object({ userVote: voteType.nullable(), ...voteTally.shape });
export type VoteResult = z.infer<typeof voteResult>;

/** `?ids=a,b,c`: split, trimmed, de-duplicated. */
export const userVotesQuery = z.object({
  ids: z
    .string({ error: (issue) => (issue.input === undefined ? v.idsInvalid : undefined) })
    .refine((raw) => !hasHiddenCharacters(raw, { multiline: false }), v.idsInvalid)
    .transform((raw) => [...new Set(raw.split(',').map((id) => id.trim()))].filter((id) => id !== ''))
    .refine((ids) => ids.length >= 1 && ids.length <= USER_VOTES_MAX_IDS, v.idsInvalid),
});

/** playlist id → the user's vote; playlists without a vote are absent. */
export const userVotes = z.record(z.string(), voteType);
export type UserVotes = z.infer<typeof userVotes>;

export const fireVotedQuery = pageQuery(FIRE_VOTED_PAGE_SIZE);

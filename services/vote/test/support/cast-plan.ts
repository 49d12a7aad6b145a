// A seeded plan of casts, and what replaying it one cast at a time must give: each user's casts
// are sent in order (a person clicks one button after another), users run at once, so every
// cast's answer and the final state are known exactly whatever batches the service made.
import { vote } from '@sonic-nexus/proto';
import { FIRE, NONE, THUMBS_UP, TRASH } from './vote-types';

export interface PlannedCast {
  userId: number;
  playlistId: string;
  voteType: vote.VoteType;
}

/** mulberry32: small, seeded, good enough to spread casts. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `casts` casts spread over the users (round robin) and playlists (at random), per user in order. */
export function planCasts(users: number[], playlists: string[], casts: number, seed = 8): PlannedCast[][] {
  const random = seeded(seed);
  const types = [FIRE, THUMBS_UP, TRASH];
  const perUser = users.map((): PlannedCast[] => []);
  for (let i = 0; i < casts; i += 1) {
    const userIndex = i % users.length;
    perUser[userIndex]?.push({
      userId: users[userIndex] ?? 0,
      playlistId: playlists[Math.floor(random() * playlists.length)] ?? '',
      voteType: types[Math.floor(random() * types.length)] ?? FIRE,
    });
  }
  return perUser;
}

export interface Replay {
  /** per user, per cast in plan order: the vote the answer must carry */
  answers: vote.VoteType[][];
  /** playlist → user → final vote */
  finalVotes: Map<string, Map<number, vote.VoteType>>;
  tallies(playlistId: string): { fireVotes: number; thumbsUpVotes: number; trashVotes: number };
  /** the user's fire history, newest fire first */
  fireHistory(userId: number): string[];
}

/** The plan applied one cast at a time, each user's casts in order. */
export function replay(plan: PlannedCast[][], playlists: string[]): Replay {
  const finalVotes = new Map(playlists.map((id) => [id, new Map<number, vote.VoteType>()]));
  const firedAt = new Map<string, number>(); // `${user}|${playlist}` → step of the fire cast
  let step = 0;
  const answers = plan.map((casts) =>
    casts.map(({ userId, playlistId, voteType }) => {
      step += 1;
      const votes = finalVotes.get(playlistId) ?? new Map<number, vote.VoteType>();
      if (votes.get(userId) === voteType) {
        votes.delete(userId);
        return NONE;
      }
      votes.set(userId, voteType);
      if (voteType === FIRE) firedAt.set(`${userId}|${playlistId}`, step);
      return voteType;
    }),
  );
  return {
    answers,
    finalVotes,
    tallies(playlistId) {
      const types = [...(finalVotes.get(playlistId)?.values() ?? [])];
      const count = (t: vote.VoteType) => types.filter((x) => x === t).length;
      return { fireVotes: count(FIRE), thumbsUpVotes: count(THUMBS_UP), trashVotes: count(TRASH) };
    },
    fireHistory(userId) {
      return playlists
        .filter((p) => finalVotes.get(p)?.get(userId) === FIRE)
        .sort((a, b) => (firedAt.get(`${userId}|${b}`) ?? 0) - (firedAt.get(`${userId}|${a}`) ?? 0));
    },
  };
}

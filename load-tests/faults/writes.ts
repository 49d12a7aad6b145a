// What the writes of load-tests/k6/outage.js should have left: each playlist whose submission was
// answered 201 stored once, each whose every attempt was answered 503 not at all, and each with an
// unknown outcome but no 201 once or not at all; each voter's fire vote counted once on a playlist
// where one of its casts was answered 200, maybe where one had an unknown outcome, and nowhere else.
// Unknown: 504 (no answer in time), and a proxy's 502 or no answer at all (the request may have
// reached the gateway before its node went away, as on the cluster test's stopped worker).
import { unary } from '@sonic-nexus/service-kit';
import type { K6Answer } from '../k6-run';
import type { FullStack } from './site';

export interface WriteCheck {
  /** keys answered 201 at least once / never; of those never, the ones answered 504, and stored */
  created: number;
  refused: number;
  unknown: number;
  unknownStored: number;
  /** keys whose stored count is not what their answers say: `key: stored n, expected m` */
  wrongPlaylists: string[];
  votesAnswered: number;
  /** playlists whose fire tally is not the number of voters answered 200 there (plus maybe 504) */
  wrongTallies: string[];
}

/** How many of a thing may be stored: exactly `min` when the outcome is known. */
interface Expected {
  min: number;
  max: number;
}

/** An answer after which the write may or may not have happened. */
const outcomeUnknown = (status: number) => status === 504 || status === 502 || status === 0;

const range = ({ min, max }: Expected) => (min === max ? `${min}` : `${min} to ${max}`);

function expectedPlaylists(answers: K6Answer[]): Map<string, Expected> {
  const byKey = new Map<string, Expected>();
  for (const a of answers.filter((x) => x.page === 'create')) {
    const key = a.tags.key as string;
    const was = byKey.get(key) ?? { min: 0, max: 0 };
    byKey.set(key, {
      min: Math.max(was.min, a.status === 201 ? 1 : 0),
      max: Math.max(was.max, a.status === 201 || outcomeUnknown(a.status) ? 1 : 0),
    });
  }
  return byKey;
}

function expectedTallies(answers: K6Answer[], playlistIds: string[]): Map<string, Expected> {
  const voters = (which: (status: number) => boolean) => {
    const byPlaylist = new Map<string, Set<string>>(playlistIds.map((id) => [id, new Set()]));
    for (const a of answers.filter((x) => x.page === 'vote' && which(x.status))) {
      byPlaylist.get(a.tags.playlist as string)?.add(a.tags.voter as string);
    }
    return byPlaylist;
  };
  const [counted, maybe] = [voters((status) => status === 200), voters(outcomeUnknown)];
  return new Map(
    playlistIds.map((id) => {
      const sure = counted.get(id) ?? new Set<string>();
      const unsure = [...(maybe.get(id) ?? [])].filter((voter) => !sure.has(voter));
      return [id, { min: sure.size, max: sure.size + unsure.length }];
    }),
  );
}

const within = (n: number, { min, max }: Expected) => n >= min && n <= max;

/** What the stores held against what the answers said: `titles` of the owner's playlists, fire tallies. */
export function judgeWrites(
  answers: K6Answer[],
  playlistIds: string[],
  titles: string[],
  tallyOf: Map<string, number>,
): WriteCheck {
  const counts = new Map<string, number>();
  for (const title of titles) counts.set(title, (counts.get(title) ?? 0) + 1);
  const wanted = expectedPlaylists(answers);
  const wrongPlaylists = [...wanted]
    .map(([key, n]) => [key, counts.get(`Outage ${key}`) ?? 0, n] as const)
    .filter(([, got, n]) => !within(got, n))
    .map(([key, got, n]) => `${key}: stored ${got}, expected ${range(n)}`);
  const wrongTallies = [...expectedTallies(answers, playlistIds)]
    .filter(([id, n]) => !within(tallyOf.get(id) ?? 0, n))
    .map(
      ([id, n]) =>
        `${id}: ${tallyOf.get(id) ?? 0} fire votes, expected ${range(n)} (voters answered 200, maybe those with an unknown outcome)`,
    );
  const created = [...wanted.values()].filter((n) => n.min === 1).length;
  const unknown = [...wanted].filter(([, n]) => n.min === 0 && n.max === 1);
  return {
    created,
    refused: wanted.size - created,
    unknown: unknown.length,
    unknownStored: unknown.filter(([key]) => counts.has(`Outage ${key}`)).length,
    wrongPlaylists,
    votesAnswered: answers.filter((a) => a.page === 'vote').length,
    wrongTallies,
  };
}

/** judgeWrites on what the playlist and vote services hold, asked over gRPC. */
export async function checkWrites(
  stack: FullStack,
  ownerId: number,
  playlistIds: string[],
  answers: K6Answer[],
): Promise<WriteCheck> {
  const client = stack.clients.playlist;
  const stored = (await unary(client, client.listUserPlaylists, { userId: ownerId })).playlists;
  const vote = stack.clients.vote;
  const { tallies } = await unary(vote, vote.getTallies, { playlistIds });
  return judgeWrites(
    answers,
    playlistIds,
    stored.map((p) => p.title),
    new Map(tallies.map((t) => [t.playlistId, t.fireVotes])),
  );
}

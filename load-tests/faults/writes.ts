// What the writes of load-tests/k6/outage.js should have left: each playlist whose submission was
// answered 201 stored once, each whose every attempt was answered 503 not at all; each voter's fire
// vote counted once on a playlist where one of its casts was answered 200, and nowhere else.
import { unary } from '@sonic-nexus/service-kit';
import type { K6Answer } from '../k6-run';
import type { FullStack } from './site';

export interface WriteCheck {
  /** keys answered 201 at least once / never */
  created: number;
  refused: number;
  /** keys whose stored count is not what their answers say: `key: stored n, expected m` */
  wrongPlaylists: string[];
  votesAnswered: number;
  /** playlists whose fire tally is not the number of voters answered 200 there */
  wrongTallies: string[];
}

function expectedPlaylists(answers: K6Answer[]): Map<string, number> {
  const byKey = new Map<string, number>();
  for (const a of answers.filter((x) => x.page === 'create')) {
    const key = a.tags.key as string;
    byKey.set(key, Math.max(byKey.get(key) ?? 0, a.status === 201 ? 1 : 0));
  }
  return byKey;
}

function expectedTallies(answers: K6Answer[], playlistIds: string[]): Map<string, number> {
  const voters = new Map<string, Set<string>>(playlistIds.map((id) => [id, new Set()]));
  for (const a of answers.filter((x) => x.page === 'vote' && x.status === 200)) {
    voters.get(a.tags.playlist as string)?.add(a.tags.voter as string);
  }
  return new Map([...voters].map(([id, set]) => [id, set.size]));
}

export async function checkWrites(
  stack: FullStack,
  ownerId: number,
  playlistIds: string[],
  answers: K6Answer[],
): Promise<WriteCheck> {
  const client = stack.clients.playlist;
  const stored = (await unary(client, client.listUserPlaylists, { userId: ownerId })).playlists;
  const counts = new Map<string, number>();
  for (const p of stored) counts.set(p.title, (counts.get(p.title) ?? 0) + 1);
  const wanted = expectedPlaylists(answers);
  const wrongPlaylists = [...wanted]
    .map(([key, n]) => [key, counts.get(`Outage ${key}`) ?? 0, n] as const)
    .filter(([, got, n]) => got !== n)
    .map(([key, got, n]) => `${key}: stored ${got}, expected ${n}`);
  const vote = stack.clients.vote;
  const { tallies } = await unary(vote, vote.getTallies, { playlistIds });
  const tallyOf = new Map(tallies.map((t) => [t.playlistId, t.fireVotes]));
  const wrongTallies = [...expectedTallies(answers, playlistIds)]
    .filter(([id, n]) => (tallyOf.get(id) ?? 0) !== n)
    .map(([id, n]) => `${id}: ${tallyOf.get(id) ?? 0} fire votes, ${n} voters answered 200`);
  const created = [...wanted.values()].filter((n) => n === 1).length;
  return {
    created,
    refused: wanted.size - created,
    wrongPlaylists,
    votesAnswered: answers.filter((a) => a.page === 'vote').length,
    wrongTallies,
  };
}

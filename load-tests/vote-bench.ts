// Votes per second from 40 verified users signed in through the edge, then the proof that nothing
// was lost or counted twice: every playlist's tallies equal the votes the vote service stores.
import { vote } from '@sonic-nexus/proto';
import { unary } from '@sonic-nexus/service-kit';
import type { SeedClients } from '@sonic-nexus/scripts/seed/clients';
import { seedPlaylist } from '@sonic-nexus/scripts/seed/content';
import type { SeededUser } from '@sonic-nexus/scripts/seed/seed-context';
import { Pool } from 'undici';
import type { LoadFigures } from './http-load';

const VOTERS = 40;
export const VOTE_PLAYLISTS = 10;
const SETTLE_MS = 15_000;
/**
 * Votes cast before the measured window, as the read targets warm up too: the first seconds after
 * a (re)start run cold code and learn the playlists (a first cast on one asks the playlist service).
 * Their votes count in the exactness checks.
 */
const WARM_UP_SECONDS = 5;

export interface VoteRig {
  cookies: string[];
  voters: SeededUser[];
  playlistIds: string[];
}

export interface VoteFigures extends LoadFigures {
  /** vote service tallies == votes it stores, for all ten playlists */
  voteServiceExact: boolean;
  /** GET /api/playlists/{id} tallies == votes stored, once the events have arrived */
  playlistTalliesExact: boolean;
  /** ms after the load until the playlist tallies matched (or the give-up time) */
  settleMs: number;
  /**
   * After a restart of the vote service (snapshots loaded, the vote log replayed): its tallies and
   * votes are the ones it answered before; null when the run restarts nothing.
   */
  restartExact: boolean | null;
  /** ms until the restarted vote service served */
  restartMs: number | null;
  mismatches: string[];
}

export interface Tally {
  fire: number;
  thumbsUp: number;
  trash: number;
}

const tallyText = (t: Tally) => `${t.fire}/${t.thumbsUp}/${t.trash}`;

export async function signIn(
  edgeUrl: string,
  origin: string,
  user: SeededUser,
  password: string,
): Promise<string> {
  const res = await fetch(`${edgeUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ username: user.username, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sn_session='));
  if (res.status !== 200 || !cookie)
    throw new Error(`sign-in of ${user.username} answered ${res.status}: ${await res.text()}`);
  return cookie.split(';')[0] as string;
}

/** Signs the voters in and submits the ten playlists they vote on (no seeded vote touches them). */
export async function prepareVoteRig(
  edgeUrl: string,
  origin: string,
  users: SeededUser[],
  password: string,
): Promise<VoteRig> {
  const voters = users.filter((u) => u.verified).slice(0, VOTERS);
  if (voters.length < VOTERS)
    throw new Error(`only ${voters.length} verified seeded users; the vote bench needs ${VOTERS}`);
  const cookies: string[] = [];
  for (const voter of voters) cookies.push(await signIn(edgeUrl, origin, voter, password));
  const playlistIds: string[] = [];
  for (let i = 0; i < VOTE_PLAYLISTS; i += 1) {
    const { title, description, platform, playlistUrl, tags, durationMinutes } = seedPlaylist(
      'benchvotes',
      i,
      1,
    );
    const res = await fetch(`${edgeUrl}/api/playlists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie: cookies[0] as string },
      body: JSON.stringify({
        title: `Vote bench ${i + 1}: ${title}`,
        description,
        platform,
        playlistUrl,
        tags,
        durationMinutes,
      }),
    });
    const body = (await res.json()) as { id?: string };
    if (res.status !== 201 || !body.id)
      throw new Error(`creating a vote bench playlist answered ${res.status}`);
    playlistIds.push(body.id);
  }
  return { cookies, voters, playlistIds };
}

const VOTE_TYPES = ['fire', 'thumbs_up', 'trash'] as const;

function percentile(sorted: number[], p: number): number {
  return sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number) : 0;
}

/**
 * Each voter is one loop with one vote in flight, on a random playlist of the ten with a random
 * type, through the edge with the voter's own session (so 40 users, not 40 connections of one).
 * undici's request() rather than fetch(): fetch costs a few times more CPU per call, and the
 * sender shares the two cores with what it measures.
 */
async function voteLoad(
  edgeUrl: string,
  origin: string,
  rig: VoteRig,
  seconds: number,
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let failed = 0;
  const agent = new Pool(edgeUrl, { connections: rig.cookies.length });
  const started = performance.now();
  const end = started + seconds * 1000;
  try {
    await Promise.all(
      rig.cookies.map(async (cookie) => {
        while (performance.now() < end) {
          const id = rig.playlistIds[Math.floor(Math.random() * rig.playlistIds.length)];
          const voteType = VOTE_TYPES[Math.floor(Math.random() * VOTE_TYPES.length)];
          const sent = performance.now();
          try {
            const res = await agent.request({
              method: 'POST',
              path: `/api/playlists/${id}/vote`,
              headers: { 'content-type': 'application/json', origin, cookie },
              body: JSON.stringify({ voteType }),
              headersTimeout: 10_000,
              bodyTimeout: 10_000,
            });
            await res.body.dump();
            if (res.statusCode === 200) latencies.push(performance.now() - sent);
            else failed += 1;
          } catch {
            failed += 1;
          }
        }
      }),
    );
  } finally {
    await agent.close();
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors: failed,
    requests: latencies.length + failed,
    seconds: elapsed,
  };
}

/** The votes the vote service stores for the rig's playlists, counted voter by voter. */
export async function storedVotes(clients: SeedClients, rig: VoteRig): Promise<Map<string, Tally>> {
  const counts = new Map(rig.playlistIds.map((id) => [id, { fire: 0, thumbsUp: 0, trash: 0 }]));
  for (const voter of rig.voters) {
    const { votes } = await unary(clients.vote, clients.vote.getUserVotes, {
      userId: voter.id,
      playlistIds: rig.playlistIds,
    });
    for (const [id, type] of Object.entries(votes)) {
      const t = counts.get(id);
      if (!t) continue;
      if (type === vote.VoteType.VOTE_TYPE_FIRE) t.fire += 1;
      else if (type === vote.VoteType.VOTE_TYPE_THUMBS_UP) t.thumbsUp += 1;
      else if (type === vote.VoteType.VOTE_TYPE_TRASH) t.trash += 1;
    }
  }
  return counts;
}

export async function playlistTallies(edgeUrl: string, ids: string[]): Promise<Map<string, Tally>> {
  const out = new Map<string, Tally>();
  for (const id of ids) {
    const p = (await (await fetch(`${edgeUrl}/api/playlists/${id}`)).json()) as {
      fireVotes: number;
      thumbsUpVotes: number;
      trashVotes: number;
    };
    out.set(id, { fire: p.fireVotes, thumbsUp: p.thumbsUpVotes, trash: p.trashVotes });
  }
  return out;
}

export function differences(label: string, want: Map<string, Tally>, got: Map<string, Tally>): string[] {
  const out: string[] = [];
  for (const [id, w] of want) {
    const g = got.get(id);
    if (!g || tallyText(g) !== tallyText(w)) {
      out.push(
        `${label} ${id}: fire/thumbs up/trash ${g ? tallyText(g) : 'missing'}, stored votes ${tallyText(w)}`,
      );
    }
  }
  return out;
}

/** Retries a call while the client reconnects to a restarted service. */
async function once<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (err) {
      if (attempt >= 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export async function serviceTalliesOf(clients: SeedClients, rig: VoteRig): Promise<Map<string, Tally>> {
  const { tallies } = await once(() =>
    unary(clients.vote, clients.vote.getTallies, { playlistIds: rig.playlistIds }),
  );
  return new Map(
    tallies.map((t) => [t.playlistId, { fire: t.fireVotes, thumbsUp: t.thumbsUpVotes, trash: t.trashVotes }]),
  );
}

export async function measureVotes(
  edgeUrl: string,
  origin: string,
  clients: SeedClients,
  rig: VoteRig,
  seconds: number,
  restartVoteService?: () => Promise<number>,
): Promise<VoteFigures> {
  await voteLoad(edgeUrl, origin, rig, Math.min(WARM_UP_SECONDS, seconds / 3));
  const load = await voteLoad(edgeUrl, origin, rig, seconds);
  const stored = await storedVotes(clients, rig);
  const serviceTallies = await serviceTalliesOf(clients, rig);
  const serviceMismatches = differences('vote service tallies of', stored, serviceTallies);

  // The playlist service learns tallies from vote.changed events: allow them a moment to arrive.
  const started = performance.now();
  let playlistMismatches = differences('playlist', stored, await playlistTallies(edgeUrl, rig.playlistIds));
  while (playlistMismatches.length > 0 && performance.now() - started < SETTLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    playlistMismatches = differences('playlist', stored, await playlistTallies(edgeUrl, rig.playlistIds));
  }
  const settleMs = performance.now() - started;

  let restartMs: number | null = null;
  const restartMismatches: string[] = [];
  if (restartVoteService) {
    restartMs = await restartVoteService();
    const votesAfter = await once(() => storedVotes(clients, rig));
    restartMismatches.push(
      ...differences('votes after a vote service restart of', stored, votesAfter),
      ...differences('tallies after a vote service restart of', stored, await serviceTalliesOf(clients, rig)),
    );
  }
  return {
    ...load,
    voteServiceExact: serviceMismatches.length === 0,
    playlistTalliesExact: playlistMismatches.length === 0,
    settleMs,
    restartExact: restartVoteService ? restartMismatches.length === 0 : null,
    restartMs,
    mismatches: [...serviceMismatches, ...playlistMismatches, ...restartMismatches],
  };
}

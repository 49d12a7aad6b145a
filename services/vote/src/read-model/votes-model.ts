// The vote context's read model (DESIGN §4): every playlist's votes and tallies and, per user,
// their fire history (newest fire first) and vote counts, all in this replica's memory. Every read
// RPC answers from here, so no request queries the store. Filled from the snapshots at start and
// kept current by applying the vote log (log/vote-replica.ts), the same on every replica.
import type { VoteType } from '@sonic-nexus/contract';
import { SortedList } from '@sonic-nexus/service-kit';
import type { PlaylistVotes, Vote } from '../voting/apply-ops';
import { COUNT_FIELD, zeroCounts, type TalliesRecord, type VoteCounts } from '../voting/vote-counts';

/** One vote, shared by the playlist's map and the user's fire history; replaced, never mutated. */
interface VoteRecord extends Vote {
  playlistId: string;
  userId: number;
}

interface PlaylistEntry {
  version: number;
  votes: Map<number, VoteRecord>;
  counts: VoteCounts;
}

interface UserEntry {
  stats: VoteCounts;
  fire: SortedList<VoteRecord>;
}

/** A playlist as stored (rebuild and reloads). */
export interface PlaylistSnapshot {
  playlistId: string;
  version: number;
  deleted: boolean;
  votes: ReadonlyMap<number, Vote>;
}

/** Newest fire first; equal times (other replicas' clocks) by playlist id, so the order is total. */
function newestFireFirst(a: VoteRecord, b: VoteRecord): number {
  return b.votedAt - a.votedAt || (a.playlistId < b.playlistId ? 1 : a.playlistId > b.playlistId ? -1 : 0);
}

const NO_VOTES: ReadonlyMap<number, Vote> = new Map();
const total = (c: VoteCounts) => c.fireVotes + c.thumbsUpVotes + c.trashVotes;

export class VotesModel {
  private readonly playlists = new Map<string, PlaylistEntry>();
  /** Deleted playlists → the version of their tombstone: casts on them are refused. */
  private readonly deleted = new Map<string, number>();
  private readonly users = new Map<number, UserEntry>();
  /** Playlists announced by playlist.created or confirmed by a caller, not yet voted on. */
  private readonly announced = new Set<string>();

  /** Playlists with votes held here (a metric; read at scrape time). */
  get size(): number {
    return this.playlists.size;
  }

  /** The playlist as a log entry is applied to it; one never voted on is empty at version 0. */
  state(playlistId: string): PlaylistVotes {
    const tombstone = this.deleted.get(playlistId);
    if (tombstone !== undefined) {
      return { version: tombstone, deleted: true, votes: NO_VOTES, counts: zeroCounts() };
    }
    const entry = this.playlists.get(playlistId);
    if (!entry) return { version: 0, deleted: false, votes: NO_VOTES, counts: zeroCounts() };
    return { version: entry.version, deleted: false, votes: entry.votes, counts: { ...entry.counts } };
  }

  isDeleted(playlistId: string): boolean {
    return this.deleted.has(playlistId);
  }

  /** Whether the playlist is known to exist (or to have existed): voted on, announced or deleted. */
  knows(playlistId: string): boolean {
    return this.playlists.has(playlistId) || this.deleted.has(playlistId) || this.announced.has(playlistId);
  }

  /** A playlist that exists (playlist.created, or a caller checked); forgotten once voted on. */
  notePlaylist(playlistId: string): void {
    if (!this.playlists.has(playlistId) && !this.deleted.has(playlistId)) this.announced.add(playlistId);
  }

  /** A log entry's change of the playlist, as `version` (`changes`: user → vote now, null = none). */
  apply(
    playlistId: string,
    version: number,
    changes: ReadonlyMap<number, Vote | null>,
    deleted: boolean,
  ): void {
    if (deleted) {
      this.forget(playlistId, version);
      return;
    }
    const entry = this.entryOf(playlistId);
    this.announced.delete(playlistId);
    for (const [userId, vote] of changes) this.put(playlistId, entry, userId, vote);
    entry.version = version;
  }

  /** Replaces everything with the stored playlists (the load at start). */
  load(snapshots: Iterable<PlaylistSnapshot>): void {
    this.playlists.clear();
    this.deleted.clear();
    this.users.clear();
    const fires = new Map<number, VoteRecord[]>();
    for (const { playlistId, version, deleted, votes } of snapshots) {
      if (deleted) {
        this.deleted.set(playlistId, version);
        continue;
      }
      const entry = this.entryOf(playlistId);
      entry.version = version;
      for (const [userId, vote] of votes) {
        const record = { playlistId, userId, type: vote.type, votedAt: vote.votedAt };
        entry.votes.set(userId, record);
        entry.counts[COUNT_FIELD[vote.type]] += 1;
        this.userOf(userId).stats[COUNT_FIELD[vote.type]] += 1;
        if (vote.type === 'fire') {
          const list = fires.get(userId);
          if (list) list.push(record);
          else fires.set(userId, [record]);
        }
      }
    }
    // Sorted once per user rather than one insert at a time.
    for (const [userId, records] of fires) this.userOf(userId).fire.reset(records);
  }

  // The read side.

  userVote(playlistId: string, userId: number): VoteType | null {
    return this.playlists.get(playlistId)?.votes.get(userId)?.type ?? null;
  }

  /** Tallies as stored; a playlist nobody voted on (or deleted) has zeros at version 0. */
  tallies(playlistId: string): TalliesRecord {
    const entry = this.playlists.get(playlistId);
    return entry
      ? { playlistId, ...entry.counts, version: entry.version }
      : { playlistId, ...zeroCounts(), version: 0 };
  }

  /** The user's fire votes newest first, `limit` from position `skip`, and how many there are. */
  fireHistory(userId: number, skip: number, limit: number): { playlistIds: string[]; total: number } {
    const fire = this.users.get(userId)?.fire;
    if (!fire) return { playlistIds: [], total: 0 };
    return { playlistIds: fire.page(skip, limit).map((r) => r.playlistId), total: fire.size };
  }

  stats(userId: number): VoteCounts {
    const user = this.users.get(userId);
    return user ? { ...user.stats } : zeroCounts();
  }

  /**
   * The live playlists the user voted on. A walk over every playlist: only a user's deletion asks,
   * and an index per user would cost a map entry per vote for that one rare event.
   */
  playlistsOf(userId: number): string[] {
    if (!this.users.has(userId)) return [];
    const ids: string[] = [];
    for (const [playlistId, entry] of this.playlists) if (entry.votes.has(userId)) ids.push(playlistId);
    return ids;
  }

  // Upkeep.

  private forget(playlistId: string, version: number): void {
    const entry = this.playlists.get(playlistId);
    if (entry) for (const userId of [...entry.votes.keys()]) this.put(playlistId, entry, userId, null);
    this.playlists.delete(playlistId);
    this.announced.delete(playlistId);
    this.deleted.set(playlistId, version);
  }

  private entryOf(playlistId: string): PlaylistEntry {
    let entry = this.playlists.get(playlistId);
    if (!entry)
      this.playlists.set(playlistId, (entry = { version: 0, votes: new Map(), counts: zeroCounts() }));
    return entry;
  }

  private userOf(userId: number): UserEntry {
    let user = this.users.get(userId);
    if (!user)
      this.users.set(userId, (user = { stats: zeroCounts(), fire: new SortedList(newestFireFirst) }));
    return user;
  }

  /** Sets one user's vote on one playlist (null: none) in both indexes. */
  private put(playlistId: string, entry: PlaylistEntry, userId: number, vote: Vote | null): void {
    const held = entry.votes.get(userId);
    if (held) {
      entry.votes.delete(userId);
      entry.counts[COUNT_FIELD[held.type]] -= 1;
      const user = this.userOf(userId);
      user.stats[COUNT_FIELD[held.type]] -= 1;
      if (held.type === 'fire') user.fire.remove(held);
      if (total(user.stats) === 0) this.users.delete(userId);
    }
    if (vote) {
      const record = { playlistId, userId, type: vote.type, votedAt: vote.votedAt };
      entry.votes.set(userId, record);
      entry.counts[COUNT_FIELD[vote.type]] += 1;
      const user = this.userOf(userId);
      user.stats[COUNT_FIELD[vote.type]] += 1;
      if (vote.type === 'fire') user.fire.insert(record);
    }
  }
}

// The in-memory read model of the live playlists (DESIGN §4): every list and count the playlist
// RPCs answer comes from here, never from a sorted or counted store query. It holds each live
// playlist once and indexes it newest first (all, per tag, per platform, per platform and tag, per
// submitter) and by fire votes (Top). Pure: the repository fills it from the store and keeps it
// current with every write, and the replica consumers with every other replica's writes.
import { SortedList } from '@sonic-nexus/service-kit';
import { ListsByKey } from './lists-by-key';
import { entryOf, newestFirst, topFirst, type Entry } from './playlist-orders';
import type { PlaylistFilter, PlaylistRecord, Tallies } from './playlist-record';

const ALL = 'all';
const byPlatform = (platform: string) => `platform:${platform}`;
const byTag = (tag: string) => `tag:${tag}`;
// Platforms are plain words, so '|' cannot make two pairs collide.
const byPlatformAndTag = (platform: string, tag: string) => `platform+tag:${platform}|${tag}`;
const bySubmitter = (userId: number) => `user:${userId}`;

/** The keys of every newest-first list the record belongs to. */
function listKeys(r: PlaylistRecord): Set<string> {
  const keys = new Set([ALL, byPlatform(r.platform), bySubmitter(r.submittedBy)]);
  for (const tag of r.tags) {
    keys.add(byTag(tag));
    keys.add(byPlatformAndTag(r.platform, tag));
  }
  return keys;
}

function filterKey({ tag, platform }: PlaylistFilter): string {
  if (tag && platform) return byPlatformAndTag(platform, tag);
  if (tag) return byTag(tag);
  if (platform) return byPlatform(platform);
  return ALL;
}

/**
 * Writes and reloads arrive in any order (own writes, other replicas' events, reloads from the
 * store), so each half of a record keeps whichever copy is newer: the content by `version`, the
 * tallies by `tallyVersion`.
 */
function merge(current: PlaylistRecord, incoming: PlaylistRecord): PlaylistRecord {
  const content = incoming.version >= current.version ? incoming : current;
  const counted = incoming.tallyVersion >= current.tallyVersion ? incoming : current;
  const { fireVotes, thumbsUpVotes, trashVotes, tallyVersion } = counted;
  return { ...content, fireVotes, thumbsUpVotes, trashVotes, tallyVersion };
}

export class PlaylistCatalogue {
  private readonly byId = new Map<string, Entry>();
  private readonly newestLists = new ListsByKey<Entry>(newestFirst);
  private readonly topList = new SortedList<Entry>(topFirst);
  /**
   * The latest name of each user renamed since start. A rename is written to the user's playlists
   * one by one, so a record reloaded from the store meanwhile may still carry the old name.
   */
  private readonly names = new Map<number, { username: string; version: number }>();

  /** Live playlists held. */
  get size(): number {
    return this.byId.size;
  }

  get(id: string): PlaylistRecord | undefined {
    return this.byId.get(id)?.record;
  }

  /** Every live playlist, in no order (a search index's rebuild). */
  all(): PlaylistRecord[] {
    return [...this.byId.values()].map((e) => e.record);
  }

  /** Replaces the whole content (the rebuild at start): each list is sorted once, not built by inserts. */
  reset(records: Iterable<PlaylistRecord>): void {
    this.byId.clear();
    const entries: Entry[] = [];
    for (const record of records) {
      if (this.byId.has(record.id)) continue;
      const entry = entryOf(this.withName(record));
      this.byId.set(record.id, entry);
      entries.push(entry);
    }
    const groups = new Map<string, Entry[]>();
    for (const entry of entries) {
      for (const key of listKeys(entry.record)) {
        const group = groups.get(key);
        if (group) group.push(entry);
        else groups.set(key, [entry]);
      }
    }
    this.newestLists.reset(groups);
    this.topList.reset(entries);
  }

  /** Adds a live playlist, or merges it into the copy held (see merge). */
  put(record: PlaylistRecord): void {
    const incoming = this.withName(record);
    const entry = this.byId.get(record.id);
    if (entry) this.replace(entry, merge(entry.record, incoming));
    else this.add(entryOf(incoming));
  }

  /** Drops the playlist from every index; false when it was not held. */
  remove(id: string): boolean {
    const entry = this.byId.get(id);
    if (!entry) return false;
    for (const key of listKeys(entry.record)) this.newestLists.remove(key, entry);
    this.topList.remove(entry);
    this.byId.delete(id);
    return true;
  }

  /** Sets the tallies if `tallyVersion` is newer than the copy's; false otherwise or when not held. */
  applyTallies(id: string, tallies: Tallies, tallyVersion: number): boolean {
    const entry = this.byId.get(id);
    if (!entry || entry.record.tallyVersion >= tallyVersion) return false;
    this.replace(entry, { ...entry.record, ...tallies, tallyVersion });
    return true;
  }

  /** Renames the user on every playlist held, unless a newer rename (user version) was heard. */
  rename(userId: number, username: string, version: number): boolean {
    const known = this.names.get(userId);
    if (known && known.version >= version) return false;
    this.names.set(userId, { username, version });
    // The name is no sort key: the record is swapped in place in every list.
    for (const entry of this.newestLists.get(bySubmitter(userId)) ?? []) {
      entry.record = { ...entry.record, username };
    }
    return true;
  }

  /** Newest first, optionally of one tag and/or platform: positions skip..skip+limit-1. */
  newest(filter: PlaylistFilter, skip: number, limit: number): PlaylistRecord[] {
    return (this.newestLists.get(filterKey(filter))?.page(skip, limit) ?? []).map((e) => e.record);
  }

  /** Most fire votes first, newer first among equals. */
  top(limit: number): PlaylistRecord[] {
    return this.topList.page(0, limit).map((e) => e.record);
  }

  /** A user's playlists, newest first. */
  bySubmitter(userId: number): PlaylistRecord[] {
    return [...(this.newestLists.get(bySubmitter(userId)) ?? [])].map((e) => e.record);
  }

  countBySubmitter(userId: number): number {
    return this.newestLists.get(bySubmitter(userId))?.size ?? 0;
  }

  private withName(record: PlaylistRecord): PlaylistRecord {
    const renamed = this.names.get(record.submittedBy);
    return renamed && renamed.username !== record.username
      ? { ...record, username: renamed.username }
      : record;
  }

  private add(entry: Entry): void {
    this.byId.set(entry.id, entry);
    for (const key of listKeys(entry.record)) this.newestLists.add(key, entry);
    this.topList.insert(entry);
  }

  /** Moves the entry only in the lists whose keys changed; elsewhere the record is swapped in place. */
  private replace(entry: Entry, next: PlaylistRecord): void {
    if (next.createdAt.getTime() !== entry.createdMs) {
      // createdAt never changes; should a store copy differ anyway, re-place it entirely.
      this.remove(entry.id);
      this.add(entryOf(next));
      return;
    }
    const before = listKeys(entry.record);
    const after = listKeys(next);
    for (const key of before) if (!after.has(key)) this.newestLists.remove(key, entry);
    // Top's order reads the record: take the entry out before its fire votes change.
    const moves = next.fireVotes !== entry.record.fireVotes;
    if (moves) this.topList.remove(entry);
    entry.record = next;
    if (moves) this.topList.insert(entry);
    for (const key of after) if (!before.has(key)) this.newestLists.add(key, entry);
  }
}

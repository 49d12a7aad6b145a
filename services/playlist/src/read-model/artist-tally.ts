// The most-played artist of each user (DESIGN §8): per user, on how many of their live playlists
// each artist (the platform's oEmbed author) appears. Pure, like the catalogue beside it: the
// repository feeds it every record the catalogue holds and every one it drops, and fills it at start.
import type { PlaylistRecord } from './playlist-record';

interface Appearance {
  userId: number;
  /** The artist as counted: case and spacing do not make two artists. */
  key: string;
  /** The artist as this playlist's platform spells it. */
  name: string;
  createdMs: number;
}

const keyOf = (artist: string) => artist.trim().replace(/\s+/g, ' ').toLowerCase();

/** Newer first: createdAt, then id, so two playlists of one millisecond still order one way. */
function newer(a: { createdMs: number; id: string }, b: { createdMs: number; id: string }): boolean {
  return a.createdMs !== b.createdMs ? a.createdMs > b.createdMs : a.id > b.id;
}

export class ArtistTally {
  private readonly byPlaylist = new Map<string, Appearance>();
  /** user → artist key → the user's playlists on which the artist appears. */
  private readonly byUser = new Map<number, Map<string, Map<string, Appearance>>>();

  /** Replaces the whole content (the rebuild at start). */
  reset(records: Iterable<PlaylistRecord>): void {
    this.byPlaylist.clear();
    this.byUser.clear();
    for (const record of records) this.put(record);
  }

  /** Notes the playlist as the read model now holds it (its artist may be new, changed or none). */
  put(record: PlaylistRecord): void {
    this.remove(record.id);
    const name = record.enrichment?.artist.trim() ?? '';
    if (!name) return;
    const seen: Appearance = {
      userId: record.submittedBy,
      key: keyOf(name),
      name,
      createdMs: record.createdAt.getTime(),
    };
    this.byPlaylist.set(record.id, seen);
    let artists = this.byUser.get(seen.userId);
    if (!artists) this.byUser.set(seen.userId, (artists = new Map()));
    let playlists = artists.get(seen.key);
    if (!playlists) artists.set(seen.key, (playlists = new Map()));
    playlists.set(record.id, seen);
  }

  /** The playlist is gone (deleted, or its owner's account). */
  remove(id: string): void {
    const seen = this.byPlaylist.get(id);
    if (!seen) return;
    this.byPlaylist.delete(id);
    const artists = this.byUser.get(seen.userId);
    const playlists = artists?.get(seen.key);
    playlists?.delete(id);
    if (playlists?.size === 0) artists?.delete(seen.key);
    if (artists?.size === 0) this.byUser.delete(seen.userId);
  }

  /**
   * The artist on most of the user's playlists; among equals, the one on the user's newest
   * playlist. Spelled as on that newest playlist. Null when no playlist of the user names one.
   * Costs the user's enriched playlists, never the whole model.
   */
  mostPlayed(userId: number): string | null {
    let best: { count: number; newest: Appearance & { id: string } } | null = null;
    for (const playlists of this.byUser.get(userId)?.values() ?? []) {
      let newest: (Appearance & { id: string }) | null = null;
      for (const [id, seen] of playlists) {
        const candidate = { ...seen, id };
        if (!newest || newer(candidate, newest)) newest = candidate;
      }
      if (!newest) continue;
      const count = playlists.size;
      if (!best || count > best.count || (count === best.count && newer(newest, best.newest))) {
        best = { count, newest };
      }
    }
    return best?.newest.name ?? null;
  }
}

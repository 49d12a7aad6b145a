// The read model alone: orders, paging, filters, and that every change (tallies, tags, deletion,
// rename, reloads arriving late) leaves every index as a fresh sort of the live records would be.
import { PlaylistCatalogue } from './playlist-catalogue';
import type { PlaylistFilter, PlaylistRecord } from './playlist-record';

const BASE = Date.parse('2025-01-01T00:00:00.000Z');

function aRecord(n: number, patch: Partial<PlaylistRecord> = {}): PlaylistRecord {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Playlist ${n}`,
    description: '',
    platform: 'spotify',
    playlistUrl: `https://open.spotify.com/playlist/${n}`,
    embedUrl: '',
    albumArtUrls: [],
    tags: [],
    durationMinutes: 0,
    trackCount: 0,
    fireVotes: 0,
    thumbsUpVotes: 0,
    trashVotes: 0,
    submittedBy: 7,
    username: 'dj_seven',
    createdAt: new Date(BASE + n * 60_000),
    version: 1,
    tallyVersion: 0,
    ...patch,
  };
}

const titles = (rows: PlaylistRecord[]) => rows.map((r) => r.title);
const numbers = (rows: PlaylistRecord[]) => rows.map((r) => Number(r.title.replace('Playlist ', '')));

function catalogueOf(records: PlaylistRecord[]): PlaylistCatalogue {
  const c = new PlaylistCatalogue();
  for (const r of records) c.put(r);
  return c;
}

describe('PlaylistCatalogue orders and pages', () => {
  // 1..12: odd on spotify, even on youtube; every third tagged chill+lofi, the others rock.
  const twelve = Array.from({ length: 12 }, (_, i) =>
    aRecord(i + 1, {
      platform: (i + 1) % 2 ? 'spotify' : 'youtube',
      tags: (i + 1) % 3 === 0 ? ['chill', 'lofi'] : ['rock'],
      fireVotes: [5, 9].includes(i + 1) ? 3 : 0,
    }),
  );
  const c = catalogueOf(twelve);

  it('lists newest first and pages by position', () => {
    expect(numbers(c.newest({}, 0, 10))).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(numbers(c.newest({}, 10, 10))).toEqual([2, 1]);
    expect(c.newest({}, 12, 10)).toEqual([]);
    expect(c.newest({}, 500, 10)).toEqual([]);
    expect(c.size).toBe(12);
  });

  it('breaks equal times by id, descending', () => {
    const same = new Date(BASE);
    const tied = catalogueOf([
      aRecord(2, { createdAt: same }),
      aRecord(3, { createdAt: same }),
      aRecord(1, { createdAt: same }),
    ]);
    expect(numbers(tied.newest({}, 0, 10))).toEqual([3, 2, 1]);
  });

  it('filters by tag, by platform and by both', () => {
    expect(numbers(c.newest({ tag: 'chill' }, 0, 10))).toEqual([12, 9, 6, 3]);
    expect(numbers(c.newest({ platform: 'youtube' }, 0, 10))).toEqual([12, 10, 8, 6, 4, 2]);
    expect(numbers(c.newest({ tag: 'chill', platform: 'spotify' }, 0, 10))).toEqual([9, 3]);
    expect(numbers(c.newest({ tag: 'rock', platform: 'youtube' }, 1, 2))).toEqual([8, 4]);
    expect(c.newest({ tag: 'jazz' }, 0, 10)).toEqual([]);
    expect(c.newest({ platform: 'tidal' }, 0, 10)).toEqual([]);
    expect(c.newest({ tag: 'chill', platform: 'soundcloud' }, 0, 10)).toEqual([]);
  });

  it('ranks Top by fire votes, then newer first', () => {
    expect(numbers(c.top(4))).toEqual([9, 5, 12, 11]);
    expect(c.top(100)).toHaveLength(12);
  });

  it("lists and counts a user's playlists newest first", () => {
    const mixed = catalogueOf([aRecord(1), aRecord(2, { submittedBy: 8 }), aRecord(3)]);
    expect(numbers(mixed.bySubmitter(7))).toEqual([3, 1]);
    expect(mixed.countBySubmitter(7)).toBe(2);
    expect(mixed.countBySubmitter(8)).toBe(1);
    expect(mixed.bySubmitter(9)).toEqual([]);
    expect(mixed.countBySubmitter(9)).toBe(0);
  });
});

describe('PlaylistCatalogue changes', () => {
  it('moves a playlist in Top when its tallies change, and ignores older or repeated tallies', () => {
    const c = catalogueOf([aRecord(1), aRecord(2), aRecord(3)]);
    expect(numbers(c.top(3))).toEqual([3, 2, 1]);

    expect(c.applyTallies(aRecord(1).id, { fireVotes: 4, thumbsUpVotes: 1, trashVotes: 0 }, 2)).toBe(true);
    expect(numbers(c.top(3))).toEqual([1, 3, 2]);
    expect(c.get(aRecord(1).id)).toMatchObject({ fireVotes: 4, thumbsUpVotes: 1, tallyVersion: 2 });
    // The newest-first lists answer the new tallies too, without moving.
    expect(c.newest({}, 2, 1)[0]).toMatchObject({ title: 'Playlist 1', fireVotes: 4 });

    expect(c.applyTallies(aRecord(1).id, { fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 }, 1)).toBe(false);
    expect(c.applyTallies(aRecord(1).id, { fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 }, 2)).toBe(false);
    expect(numbers(c.top(3))).toEqual([1, 3, 2]);

    expect(c.applyTallies(aRecord(1).id, { fireVotes: 0, thumbsUpVotes: 0, trashVotes: 0 }, 3)).toBe(true);
    expect(numbers(c.top(3))).toEqual([3, 2, 1]);
    expect(c.applyTallies('unknown', { fireVotes: 1, thumbsUpVotes: 0, trashVotes: 0 }, 9)).toBe(false);
  });

  it('removes a deleted playlist from every index', () => {
    const gone = aRecord(2, { tags: ['chill'], platform: 'youtube', fireVotes: 5 });
    const c = catalogueOf([aRecord(1, { tags: ['chill'], platform: 'youtube' }), gone]);
    expect(c.remove(gone.id)).toBe(true);
    expect(c.get(gone.id)).toBeUndefined();
    for (const filter of [
      {},
      { tag: 'chill' },
      { platform: 'youtube' },
      { tag: 'chill', platform: 'youtube' },
    ]) {
      expect(numbers(c.newest(filter, 0, 10))).toEqual([1]);
    }
    expect(numbers(c.top(10))).toEqual([1]);
    expect(numbers(c.bySubmitter(7))).toEqual([1]);
    expect(c.countBySubmitter(7)).toBe(1);
    expect(c.size).toBe(1);
    expect(c.remove(gone.id)).toBe(false);
  });

  it('moves a playlist between tag lists on a newer version, and keeps content of a newer one', () => {
    const c = catalogueOf([aRecord(1, { tags: ['rock'] })]);
    c.put(aRecord(1, { tags: ['jazz', 'night'], version: 2 }));
    expect(c.newest({ tag: 'rock' }, 0, 10)).toEqual([]);
    expect(titles(c.newest({ tag: 'jazz' }, 0, 10))).toEqual(['Playlist 1']);
    expect(titles(c.newest({ tag: 'night', platform: 'spotify' }, 0, 10))).toEqual(['Playlist 1']);

    // A late reload of version 1 changes nothing.
    c.put(aRecord(1, { tags: ['rock'], version: 1 }));
    expect(c.get(aRecord(1).id)?.tags).toEqual(['jazz', 'night']);
    expect(c.newest({ tag: 'rock' }, 0, 10)).toEqual([]);
  });

  it('merges a reload: content by version, tallies by tally version', () => {
    const c = catalogueOf([aRecord(1)]);
    c.applyTallies(aRecord(1).id, { fireVotes: 9, thumbsUpVotes: 0, trashVotes: 0 }, 5);
    // The store copy has newer tags but older tallies (the vote was not persisted yet).
    c.put(aRecord(1, { tags: ['new'], version: 2, fireVotes: 1, tallyVersion: 1 }));
    expect(c.get(aRecord(1).id)).toMatchObject({ tags: ['new'], version: 2, fireVotes: 9, tallyVersion: 5 });
    expect(c.top(1)[0]?.fireVotes).toBe(9);
    // And the other way round: older content, newer tallies.
    c.put(aRecord(1, { tags: ['old'], version: 1, fireVotes: 11, tallyVersion: 6 }));
    expect(c.get(aRecord(1).id)).toMatchObject({ tags: ['new'], version: 2, fireVotes: 11, tallyVersion: 6 });
  });

  it("renames a submitter on every one of the user's playlists, and only theirs", () => {
    const c = catalogueOf([aRecord(1), aRecord(2, { submittedBy: 8, username: 'other' }), aRecord(3)]);
    expect(c.rename(7, 'cosmic', 2)).toBe(true);
    expect(c.bySubmitter(7).map((r) => r.username)).toEqual(['cosmic', 'cosmic']);
    expect(c.newest({}, 0, 3).map((r) => r.username)).toEqual(['cosmic', 'other', 'cosmic']);
    expect(c.top(3).map((r) => r.username)).toEqual(['cosmic', 'other', 'cosmic']);

    // An older rename is ignored; a reload still carrying the old name gets the new one.
    expect(c.rename(7, 'stale', 1)).toBe(false);
    c.put(aRecord(1, { version: 2 }));
    c.put(aRecord(4));
    expect(c.bySubmitter(7).map((r) => r.username)).toEqual(['cosmic', 'cosmic', 'cosmic']);
  });

  it('rebuilds from records in any order, replacing what it held', () => {
    const c = catalogueOf([aRecord(99)]);
    c.reset([
      aRecord(2, { tags: ['a'] }),
      aRecord(3, { fireVotes: 1 }),
      aRecord(1, { tags: ['a'] }),
      aRecord(2),
    ]);
    expect(numbers(c.newest({}, 0, 10))).toEqual([3, 2, 1]);
    expect(numbers(c.newest({ tag: 'a' }, 0, 10))).toEqual([2, 1]);
    expect(numbers(c.top(10))).toEqual([3, 2, 1]);
    expect(c.get(aRecord(99).id)).toBeUndefined();
    expect(c.countBySubmitter(7)).toBe(3);
    // Inserts after a rebuild land in place.
    c.put(aRecord(4, { tags: ['a'] }));
    expect(numbers(c.newest({ tag: 'a' }, 0, 10))).toEqual([4, 2, 1]);
  });
});

describe('PlaylistCatalogue against a fresh sort', () => {
  // A deterministic pseudo-random sequence, so a failure reproduces.
  function prng(seed: number) {
    let s = seed >>> 0;
    return (n: number) => {
      // mulberry32: every bit varies (a plain LCG's low bits cycle, and `% n` reads them).
      s = (s + 0x6d2b79f5) >>> 0;
      let t = Math.imul(s ^ (s >>> 15), s | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) % n;
    };
  }

  it('keeps every index equal to sorting the live records after 2,000 random changes', () => {
    const rand = prng(42);
    const tagsPool = ['rock', 'chill', 'lofi', 'jazz'];
    const platforms = ['spotify', 'youtube', 'apple'];
    const live = new Map<string, PlaylistRecord>();
    const c = new PlaylistCatalogue();
    for (let step = 0; step < 2000; step += 1) {
      const n = rand(300);
      const id = aRecord(n).id;
      const current = live.get(id);
      const op = rand(4);
      if (!current) {
        const r = aRecord(n, {
          platform: platforms[rand(3)],
          tags: tagsPool.filter(() => rand(3) === 0),
          submittedBy: 1 + rand(5),
          createdAt: new Date(BASE + rand(50) * 1000), // many equal times
          fireVotes: rand(4),
        });
        live.set(id, r);
        c.put(r);
      } else if (op === 0) {
        live.delete(id);
        c.remove(id);
      } else if (op === 1) {
        const tallies = { fireVotes: rand(6), thumbsUpVotes: rand(3), trashVotes: 0 };
        const next = { ...current, ...tallies, tallyVersion: current.tallyVersion + 1 };
        live.set(id, next);
        c.applyTallies(id, tallies, next.tallyVersion);
      } else {
        const next = { ...current, tags: tagsPool.filter(() => rand(3) === 0), version: current.version + 1 };
        live.set(id, next);
        c.put(next);
      }
    }

    const records = [...live.values()];
    const newest = (a: PlaylistRecord, b: PlaylistRecord) =>
      b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
    const expectList = (filter: PlaylistFilter, keep: (r: PlaylistRecord) => boolean) =>
      expect(c.newest(filter, 0, 1000)).toEqual(records.filter(keep).toSorted(newest));

    expect(c.size).toBe(records.length);
    expectList({}, () => true);
    for (const platform of platforms) {
      expectList({ platform }, (r) => r.platform === platform);
      for (const tag of tagsPool) {
        expectList({ tag }, (r) => r.tags.includes(tag));
        expectList({ tag, platform }, (r) => r.platform === platform && r.tags.includes(tag));
      }
    }
    expect(c.top(1000)).toEqual(records.toSorted((a, b) => b.fireVotes - a.fireVotes || newest(a, b)));
    for (let user = 1; user <= 5; user += 1) {
      const mine = records.filter((r) => r.submittedBy === user).toSorted(newest);
      expect(c.bySubmitter(user)).toEqual(mine);
      expect(c.countBySubmitter(user)).toBe(mine.length);
    }
  });
});

// The cases every search engine must pass, engine by engine (issue 10): what a word finds, in
// which fields, with prefixes, typos and accents, the tag and platform filters, the ranking, and
// updates, removals and a rebuild aside. The embedded engine runs them always; the Meilisearch
// adapter runs them when MEILI_URL names a server.
import { compareRanks, type SearchDocument, type SearchEngine } from '../../src/search/search-engine';

let next = 0;
function doc(fields: Partial<SearchDocument> & { title: string }): SearchDocument {
  next += 1;
  return {
    id: `doc-${next}`,
    description: '',
    tags: [],
    platform: 'spotify',
    createdAt: Date.UTC(2026, 0, 1) + next,
    fireVotes: 0,
    ...fields,
  };
}

export function searchEngineCases(makeEngine: () => Promise<SearchEngine>): void {
  let engine: SearchEngine;
  beforeEach(async () => {
    engine = await makeEngine();
  });
  afterEach(() => engine.close());

  const ids = async (q: string, filter = {}) => (await engine.search(q, filter)).map((h) => h.id);

  it('finds a word in the title, the tags or the description', async () => {
    const inTitle = doc({ title: 'Nebula Nights' });
    const inTags = doc({ title: 'Late set', tags: ['synthwave', 'retro'] });
    const inText = doc({ title: 'Quiet hours', description: 'Ambient piano for rainy mornings' });
    await engine.upsert([inTitle, inTags, inText]);
    expect(await ids('nebula')).toEqual([inTitle.id]);
    expect(await ids('synthwave')).toEqual([inTags.id]);
    expect(await ids('piano')).toEqual([inText.id]);
    expect(await ids('zither')).toEqual([]);
  });

  it("needs the query's first words: all matched rank first, then fewer from the end", async () => {
    const summer = doc({ title: 'Summer Mix' });
    await engine.upsert([summer]);
    expect(await ids('summer xyzzy')).toEqual([summer.id]);
    // Meilisearch drops words from the end only: a first word matching nothing finds nothing.
    expect(await ids('xyzzy summer')).toEqual([]);
  });

  it('reads the last word as a prefix, and only the last', async () => {
    const nebula = doc({ title: 'Nebula Drive' });
    await engine.upsert([nebula]);
    expect(await ids('neb')).toEqual([nebula.id]);
    expect(await ids('drive neb')).toEqual([nebula.id]);
    // 'neb' is not the last word here: it must match whole (and 'xyzzy' matches nothing).
    expect(await ids('neb xyzzy')).toEqual([]);
  });

  it('forgives one typo from 5 letters and two from 9, none below 5', async () => {
    const summer = doc({ title: 'Summer Vibes' });
    const wander = doc({ title: 'Wanderlust Radio' });
    const melody = doc({ title: 'Melodies Forever' });
    const rock = doc({ title: 'Rock Anthems' });
    await engine.upsert([summer, wander, melody, rock]);
    expect(await ids('sumer')).toEqual([summer.id]); // 5 letters, one typo
    expect(await ids('wandrelust')).toEqual([wander.id]); // 10 letters, two typos
    // 8 letters, two typos: too many (not a swap of neighbours, which Meilisearch counts as one).
    expect(await ids('malodiez')).toEqual([]);
    expect(await ids('anthems rok')).toEqual([rock.id]); // found by its first word only…
    expect(await ids('rok')).toEqual([]); // …'rok' (3 letters) allows no typo
  });

  it('ignores case and accents, both ways', async () => {
    const cafe = doc({ title: 'Café Été', tags: ['français'] });
    await engine.upsert([cafe]);
    expect(await ids('cafe ete')).toEqual([cafe.id]);
    expect(await ids('CAFÉ')).toEqual([cafe.id]);
    expect(await ids('francais')).toEqual([cafe.id]);
  });

  it('filters by tag and by platform', async () => {
    const chill = doc({ title: 'Summer Chill', tags: ['chill'], platform: 'spotify' });
    const party = doc({ title: 'Summer Party', tags: ['party'], platform: 'youtube' });
    const both = doc({ title: 'Summer Lounge', tags: ['chill'], platform: 'youtube' });
    await engine.upsert([chill, party, both]);
    expect((await ids('summer', { tag: 'chill' })).sort()).toEqual([chill.id, both.id].sort());
    expect((await ids('summer', { platform: 'youtube' })).sort()).toEqual([party.id, both.id].sort());
    expect(await ids('summer', { tag: 'chill', platform: 'youtube' })).toEqual([both.id]);
    expect(await ids('summer', { tag: 'jazz' })).toEqual([]);
  });

  it('ranks more matched words first, then fewer typos, then title before tags before description', async () => {
    const one = doc({ title: 'Summer Mix' });
    const two = doc({ title: 'Summer Night Drive' });
    await engine.upsert([one, two]);
    expect(await ids('summer night')).toEqual([two.id, one.id]);

    const typo = doc({ title: 'Galaxi Tour' });
    const exact = doc({ title: 'Galaxy Tour' });
    await engine.upsert([typo, exact]);
    expect(await ids('galaxy')).toEqual([exact.id, typo.id]);

    const byText = doc({ title: 'Evening', description: 'aurora borealis sounds' });
    const byTag = doc({ title: 'Northern set', tags: ['aurora'] });
    const byTitle = doc({ title: 'Aurora' });
    await engine.upsert([byText, byTag, byTitle]);
    expect(await ids('aurora')).toEqual([byTitle.id, byTag.id, byText.id]);
  });

  it('gives equal matches equal ranks (the service breaks the tie)', async () => {
    const a = doc({ title: 'Deep Focus' });
    const b = doc({ title: 'Deep Focus' });
    await engine.upsert([a, b]);
    const hits = await engine.search('deep focus', {});
    expect(hits.map((h) => h.id).sort()).toEqual([a.id, b.id].sort());
    expect(compareRanks(hits[0]!.rank, hits[1]!.rank)).toBe(0);
  });

  it('replaces an edited document and forgets a removed one', async () => {
    const edited = doc({ title: 'Old Name', tags: ['before'] });
    const removed = doc({ title: 'Gone Soon' });
    await engine.upsert([edited, removed]);
    await engine.upsert([{ ...edited, title: 'New Name', tags: ['after'] }]);
    await engine.remove([removed.id]);
    expect(await ids('old')).toEqual([]);
    expect(await ids('new')).toEqual([edited.id]);
    expect(await ids('after')).toEqual([edited.id]);
    expect(await ids('before')).toEqual([]);
    expect(await ids('gone')).toEqual([]);
    expect(await engine.size()).toBe(1);
  });

  it('rebuilds aside and swaps: the new content replaces the old whole', async () => {
    const old = doc({ title: 'Stale Record' });
    await engine.upsert([old]);
    const fresh = [doc({ title: 'Fresh One' }), doc({ title: 'Fresh Two' })];
    await engine.rebuild(fresh);
    expect(await ids('stale')).toEqual([]);
    expect((await ids('fresh')).sort()).toEqual(fresh.map((d) => d.id).sort());
    expect(await engine.size()).toBe(2);
    expect(await engine.healthy()).toBe(true);
  });
}

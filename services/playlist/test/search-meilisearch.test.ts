// The engine cases (test/support/search-cases.ts) against a real Meilisearch through the adapter,
// when MEILI_URL names one (MEILI_API_KEY if it needs a key). Each case gets a fresh index of this
// run, deleted afterwards. Without MEILI_URL the suite is reported skipped, not passed.
import { Meilisearch } from 'meilisearch';
import { createMeilisearchEngine } from '../src/search/meilisearch-engine';
import type { SearchEngine } from '../src/search/search-engine';
import { searchEngineCases } from './support/search-cases';

const MEILI_URL = process.env.MEILI_URL;
const MEILI_API_KEY = process.env.MEILI_API_KEY;

if (MEILI_URL) {
  describe(`Meilisearch adapter against MEILI_URL (${MEILI_URL})`, () => {
    const run = `playlists_test_${Date.now()}_${process.pid}`;
    const admin = new Meilisearch({ host: MEILI_URL, apiKey: MEILI_API_KEY, timeout: 5000 });
    let made = 0;

    const makeEngine = async (): Promise<SearchEngine> => {
      made += 1;
      const engine = createMeilisearchEngine({
        url: MEILI_URL,
        apiKey: MEILI_API_KEY,
        indexName: `${run}_${made}`,
      });
      await engine.start();
      return engine;
    };

    /** This run's indexes, the live ones and any left aside by a rebuild. */
    const indexesOfRun = async () =>
      (await admin.getRawIndexes({ limit: 1000 })).results
        .map((i) => i.uid)
        .filter((uid) => uid.startsWith(run));

    afterAll(async () => {
      for (const uid of await indexesOfRun()) await admin.deleteIndex(uid).waitTask({ timeout: 30_000 });
    });

    searchEngineCases(makeEngine);

    it('applies the index settings in code at start', async () => {
      const engine = await makeEngine();
      const settings = await admin.index(`${run}_${made}`).getSettings();
      expect(settings).toMatchObject({
        searchableAttributes: ['title', 'tags', 'description'],
        rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
        typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
      });
      expect([...(settings.filterableAttributes ?? [])].sort()).toEqual(['platform', 'tags']);
      expect([...(settings.sortableAttributes ?? [])].sort()).toEqual(['createdAt', 'fireVotes']);
      expect(await admin.index(`${run}_${made}`).fetchPrimaryKey()).toBe('id');
      await engine.close();
    });

    it('leaves no index aside once a rebuild is done, and a tag with quotes filters safely', async () => {
      const engine = await makeEngine();
      const live = `${run}_${made}`;
      const base = { description: '', platform: 'spotify', createdAt: 1_767_225_600_000, fireVotes: 0 };
      await engine.rebuild([
        { ...base, id: 'q1', title: 'Quoted Tag', tags: ['say "hi" \\ back'] },
        { ...base, id: 'q2', title: 'Quoted Other', tags: ['say'] },
      ]);
      expect((await indexesOfRun()).filter((uid) => uid.startsWith(`${live}_build_`))).toEqual([]);
      expect((await engine.search('quoted', { tag: 'say "hi" \\ back' })).map((h) => h.id)).toEqual(['q1']);
      expect(await engine.size()).toBe(2);
      await engine.close();
    });
  });
} else {
  describe.skip('Meilisearch adapter against MEILI_URL (skipped: MEILI_URL is not set)', () => {
    searchEngineCases(async () => {
      throw new Error('MEILI_URL is not set');
    });
  });

  it('reports the Meilisearch adapter suite skipped: MEILI_URL is not set', () => {
    expect(process.env.MEILI_URL).toBeUndefined();
    console.warn('Meilisearch adapter suite skipped: MEILI_URL is not set');
  });
}

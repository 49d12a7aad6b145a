// The Meilisearch adapter without a Meilisearch server (none is installable here): what it asks of a
// fake Meilisearch HTTP API (settings, searches, writes and their tasks, the rebuild aside and its
// swap), and how fast it gives up on a closed port or a server that never answers. The engine cases
// against a real server are in test/search-meilisearch.test.ts (MEILI_URL).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createMeilisearchEngine, MeilisearchTaskError } from './meilisearch-engine';
import type { SearchDocument, SearchEngine } from './search-engine';

interface Recorded {
  method: string;
  /** path and query, e.g. /indexes/x/documents?primaryKey=id */
  path: string;
  body: unknown;
}

type Outcome = { status: 'succeeded' } | { status: 'failed'; error: { code: string; message: string } };

const failed = (code: string): Outcome => ({
  status: 'failed',
  error: { code, message: `fake ${code}` },
});

/** A fake Meilisearch: every write is a task, done at once unless held; reads answered by `answer`. */
class FakeMeilisearch {
  readonly requests: Recorded[] = [];
  outcome: (req: Recorded) => Outcome = () => ({ status: 'succeeded' });
  answer: (req: Recorded) => { status: number; body: unknown } | undefined = () => undefined;
  /** Tasks of the writes this picks stay 'processing' until release(). */
  hold: (req: Recorded) => boolean = () => false;
  private readonly tasks: { req: Recorded; held: boolean }[] = [];
  private readonly server: Server = createServer((req, res) => void this.handle(req, res));

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  release(): void {
    for (const task of this.tasks) task.held = false;
  }

  /** The writes (not task polls nor reads), as "METHOD path". */
  writes(): string[] {
    return this.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const recorded: Recorded = {
      method: req.method ?? '',
      path: req.url ?? '',
      body: raw ? JSON.parse(raw) : undefined,
    };
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const taskPoll = /^\/tasks\/(\d+)$/.exec(recorded.path);
    if (taskPoll) {
      const uid = Number(taskPoll[1]);
      const task = this.tasks[uid];
      if (!task) return send(404, { code: 'task_not_found', message: 'no such task' });
      const ended = task.held
        ? { status: 'processing', error: null }
        : { error: null, ...this.outcome(task.req) };
      return send(200, { uid, indexUid: null, type: 'fake', enqueuedAt: new Date().toISOString(), ...ended });
    }
    this.requests.push(recorded);
    const answer = this.answer(recorded);
    if (answer) return send(answer.status, answer.body);
    if (recorded.path === '/health') return send(200, { status: 'available' });
    if (recorded.method === 'GET') return send(404, { code: 'not_found', message: 'fake has no such route' });
    this.tasks.push({ req: recorded, held: this.hold(recorded) });
    send(202, {
      taskUid: this.tasks.length - 1,
      indexUid: null,
      status: 'enqueued',
      type: 'fake',
      enqueuedAt: new Date().toISOString(),
    });
  }
}

const doc = (id: string, title = `Title ${id}`): SearchDocument => ({
  id,
  title,
  description: '',
  tags: ['chill'],
  platform: 'spotify',
  createdAt: 1_767_225_600_000,
  fireVotes: 3,
});

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function elapsed<T>(work: () => Promise<T>): Promise<{ ms: number; result: PromiseSettledResult<T> }> {
  const started = Date.now();
  const [result] = await Promise.allSettled([work()]);
  return { ms: Date.now() - started, result: result! };
}

describe('Meilisearch adapter over a fake Meilisearch API', () => {
  let fake: FakeMeilisearch;
  let engine: SearchEngine;

  beforeEach(async () => {
    fake = new FakeMeilisearch();
    engine = createMeilisearchEngine({ url: await fake.listen(), indexName: 'playlists_unit' });
  });
  afterEach(async () => {
    await engine.close();
    await fake.close();
  });

  it('start creates the index with primary key id, then applies the settings (fake)', async () => {
    await engine.start();
    expect(fake.writes()).toEqual(['POST /indexes', 'PATCH /indexes/playlists_unit/settings']);
    expect(fake.requests[0]!.body).toEqual({ uid: 'playlists_unit', primaryKey: 'id' });
    expect(fake.requests[1]!.body).toEqual({
      searchableAttributes: ['title', 'tags', 'description'],
      filterableAttributes: ['platform', 'tags'],
      sortableAttributes: ['createdAt', 'fireVotes'],
      rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
      typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
      pagination: { maxTotalHits: 1000 },
    });
  });

  it('start takes an existing index as it is (fake)', async () => {
    fake.outcome = (r) => (r.path === '/indexes' ? failed('index_already_exists') : { status: 'succeeded' });
    await expect(engine.start()).resolves.toBeUndefined();
    expect(fake.writes()).toEqual(['POST /indexes', 'PATCH /indexes/playlists_unit/settings']);
  });

  it('start rejects with the task error when the settings fail or the index cannot be made (fake)', async () => {
    fake.outcome = (r) =>
      r.method === 'PATCH' ? failed('invalid_settings_ranking_rules') : { status: 'succeeded' };
    const settingsError = await engine.start().catch((err: unknown) => err);
    expect(settingsError).toBeInstanceOf(MeilisearchTaskError);
    expect((settingsError as Error).message).toMatch(
      /^Meilisearch applying the settings of playlists_unit: task 1 failed \(invalid_settings_ranking_rules: /,
    );

    fake.outcome = (r) => (r.path === '/indexes' ? failed('index_creation_failed') : { status: 'succeeded' });
    await expect(engine.start()).rejects.toThrow('index_creation_failed');
  });

  it('a failed HTTP call (no task) rejects start as well (fake)', async () => {
    fake.answer = (r) =>
      r.path === '/indexes'
        ? { status: 401, body: { code: 'missing_authorization_header', message: 'no key' } }
        : undefined;
    await expect(engine.start()).rejects.toThrow('no key');
  });

  it('searches with the filter, the ranking score and the hit cap, and ranks the hits (fake)', async () => {
    fake.answer = (r) =>
      r.path.endsWith('/search')
        ? {
            status: 200,
            body: {
              hits: [
                { id: 'b', _rankingScore: 0.9 },
                { id: 'a', _rankingScore: 0.4 },
              ],
            },
          }
        : undefined;
    const hits = await engine.search('summer vibes', { tag: 'chi"ll', platform: 'youtube' });
    expect(hits).toEqual([
      { id: 'b', rank: [-0.9] },
      { id: 'a', rank: [-0.4] },
    ]);
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/indexes/playlists_unit/search',
        body: {
          q: 'summer vibes',
          filter: 'tags = "chi\\"ll" AND platform = "youtube"',
          matchingStrategy: 'last',
          showRankingScore: true,
          limit: 1000,
          attributesToRetrieve: ['id'],
        },
      },
    ]);

    await engine.search('summer', {});
    expect(fake.requests[1]!.body).not.toHaveProperty('filter');
  });

  it('answers a query without any word with no hits, without asking (fake)', async () => {
    expect(await engine.search('', {})).toEqual([]);
    expect(await engine.search('  !?…  ', { tag: 'chill' })).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('a search error rejects (fake)', async () => {
    fake.answer = (r) =>
      r.path.endsWith('/search')
        ? { status: 400, body: { code: 'invalid_search_filter', message: 'bad filter' } }
        : undefined;
    await expect(engine.search('x', { tag: 't' })).rejects.toThrow('bad filter');
  });

  it('upserts and removes by id, waiting for the task, and skips empty lists (fake)', async () => {
    await engine.upsert([doc('p1'), doc('p2')]);
    await engine.remove(['p1']);
    await engine.upsert([]);
    await engine.remove([]);
    expect(fake.writes()).toEqual([
      'POST /indexes/playlists_unit/documents?primaryKey=id',
      'POST /indexes/playlists_unit/documents/delete-batch',
    ]);
    expect(fake.requests[0]!.body).toEqual([doc('p1'), doc('p2')]);
    expect(fake.requests[1]!.body).toEqual(['p1']);
  });

  it('a write resolves only once its task is done (fake)', async () => {
    fake.hold = () => true;
    let done = false;
    const upserting = engine.upsert([doc('p1')]).then(() => (done = true));
    await until(() => fake.writes().length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done).toBe(false);
    fake.release();
    await upserting;
    expect(done).toBe(true);
  });

  it('a failed write task rejects with its error (fake)', async () => {
    fake.outcome = () => failed('invalid_document_id');
    await expect(engine.upsert([doc('p1')])).rejects.toThrow(
      /^Meilisearch adding documents: task 0 failed \(invalid_document_id: fake invalid_document_id\)$/,
    );
    await expect(engine.remove(['p1'])).rejects.toBeInstanceOf(MeilisearchTaskError);
  });

  it('rebuilds aside in batches, swaps it in, deletes the old one (fake)', async () => {
    const docs = Array.from({ length: 2500 }, (_, i) => doc(`p${i}`));
    await engine.rebuild(docs);
    const writes = fake.writes();
    const aside = /^playlists_unit_build_\d+$/;
    const asideUid = (fake.requests[1]!.body as { uid: string }).uid;
    expect(asideUid).toMatch(aside);
    expect(writes).toEqual([
      'POST /indexes', // the live index, so that the swap has both
      'POST /indexes',
      `PATCH /indexes/${asideUid}/settings`,
      `POST /indexes/${asideUid}/documents?primaryKey=id`,
      `POST /indexes/${asideUid}/documents?primaryKey=id`,
      `POST /indexes/${asideUid}/documents?primaryKey=id`,
      'POST /swap-indexes',
      `DELETE /indexes/${asideUid}`,
    ]);
    expect(fake.requests[0]!.body).toEqual({ uid: 'playlists_unit', primaryKey: 'id' });
    expect(fake.requests[1]!.body).toEqual({ uid: asideUid, primaryKey: 'id' });
    expect(fake.requests[2]!.body).toMatchObject({ searchableAttributes: ['title', 'tags', 'description'] });
    const batches = fake.requests.slice(3, 6).map((r) => r.body as SearchDocument[]);
    expect(batches.map((b) => b.length).sort()).toEqual([1000, 1000, 500]);
    expect(new Set(batches.flat().map((d) => d.id)).size).toBe(2500);
    expect(fake.requests[6]!.body).toEqual([{ indexes: ['playlists_unit', asideUid], rename: false }]);
  });

  it('a write during a rebuild lands on both indexes, after the batches and before the swap (fake)', async () => {
    let holdAside = true; // the tasks filling the index aside stay processing
    fake.hold = (r) => holdAside && r.path.includes('_build_');
    const rebuilding = engine.rebuild([doc('old')]);
    await until(() => fake.writes().some((w) => /_build_\d+\/documents/.test(w)));
    holdAside = false;
    await engine.upsert([doc('late')]);
    await engine.remove(['gone']);
    fake.release();
    await rebuilding;
    await engine.upsert([doc('after')]);

    const asideUid = (fake.requests[1]!.body as { uid: string }).uid;
    expect(fake.writes().slice(3)).toEqual([
      `POST /indexes/${asideUid}/documents?primaryKey=id`, // the batch
      'POST /indexes/playlists_unit/documents?primaryKey=id',
      `POST /indexes/${asideUid}/documents?primaryKey=id`,
      'POST /indexes/playlists_unit/documents/delete-batch',
      `POST /indexes/${asideUid}/documents/delete-batch`,
      'POST /swap-indexes',
      `DELETE /indexes/${asideUid}`,
      'POST /indexes/playlists_unit/documents?primaryKey=id', // after the swap: the live index only
    ]);
  });

  it('a failed rebuild deletes its index aside, rejects, and leaves writes on the live index (fake)', async () => {
    fake.outcome = (r) =>
      /_build_\d+\/documents/.test(r.path) ? failed('payload_too_large') : { status: 'succeeded' };
    await expect(engine.rebuild([doc('p1')])).rejects.toThrow('payload_too_large');
    const asideUid = (fake.requests[1]!.body as { uid: string }).uid;
    expect(fake.writes().slice(-1)).toEqual([`DELETE /indexes/${asideUid}`]);
    expect(fake.writes()).not.toContain('POST /swap-indexes');

    await engine.upsert([doc('p2')]);
    expect(fake.writes().slice(-1)).toEqual(['POST /indexes/playlists_unit/documents?primaryKey=id']);
  });

  it('a failed swap rejects and deletes the index aside (fake)', async () => {
    fake.outcome = (r) => (r.path === '/swap-indexes' ? failed('index_not_found') : { status: 'succeeded' });
    await expect(engine.rebuild([doc('p1')])).rejects.toThrow(
      /swapping playlists_unit_build_\d+ in as playlists_unit/,
    );
    expect(fake.writes().slice(-2)).toEqual([
      'POST /swap-indexes',
      expect.stringMatching(/^DELETE \/indexes\/.*_build_/),
    ]);
  });

  it('rebuilds run one after another (fake)', async () => {
    await Promise.all([engine.rebuild([doc('a')]), engine.rebuild([doc('b')])]);
    const swaps = fake.writes().filter((w) => w === 'POST /swap-indexes').length;
    expect(swaps).toBe(2);
    // The second rebuild starts (creating the live index) only after the first deleted its old index.
    const writes = fake.writes();
    const firstDelete = writes.findIndex((w) => w.startsWith('DELETE'));
    expect(writes.slice(0, firstDelete + 1).filter((w) => w === 'POST /swap-indexes')).toHaveLength(1);
  });

  it('size is the live index document count, 0 when it does not exist yet (fake)', async () => {
    let stats: { status: number; body: unknown } = { status: 200, body: { numberOfDocuments: 42 } };
    fake.answer = (r) => (r.path === '/indexes/playlists_unit/stats' ? stats : undefined);
    expect(await engine.size()).toBe(42);
    stats = { status: 404, body: { code: 'index_not_found', message: 'no index' } };
    expect(await engine.size()).toBe(0);
    stats = { status: 500, body: { code: 'internal', message: 'broken' } };
    await expect(engine.size()).rejects.toThrow('broken');
  });

  it('is healthy when /health answers available, not when it answers an error (fake)', async () => {
    expect(await engine.healthy()).toBe(true);
    fake.answer = (r) => (r.path === '/health' ? { status: 503, body: { message: 'down' } } : undefined);
    expect(await engine.healthy()).toBe(false);
  });
});

describe('Meilisearch adapter when Meilisearch is away', () => {
  it('rejects start and search and reports unhealthy within 2 s on a closed port', async () => {
    const engine = createMeilisearchEngine({ url: 'http://127.0.0.1:1', indexName: 'playlists_unit' });
    const start = await elapsed(() => engine.start());
    const search = await elapsed(() => engine.search('summer', {}));
    const healthy = await elapsed(() => engine.healthy());
    expect(start.result.status).toBe('rejected');
    expect(search.result.status).toBe('rejected');
    expect(healthy.result).toEqual({ status: 'fulfilled', value: false });
    for (const { ms } of [start, search, healthy]) expect(ms).toBeLessThan(2000);
    await engine.close();
  });

  it('gives up within 2 s on a fake server that accepts connections and never answers', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer();
    silent.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      const engine = createMeilisearchEngine({ url, indexName: 'playlists_unit' });
      const [start, search, healthy] = await Promise.all([
        elapsed(() => engine.start()),
        elapsed(() => engine.search('summer', {})),
        elapsed(() => engine.healthy()),
      ]);
      expect(start.result.status).toBe('rejected');
      expect(String((start.result as PromiseRejectedResult).reason.cause)).toMatch(/timed out after 1500ms/);
      expect(search.result.status).toBe('rejected');
      expect(healthy.result).toEqual({ status: 'fulfilled', value: false });
      for (const { ms } of [start, search, healthy]) expect(ms).toBeLessThan(2000);
      expect(healthy.ms).toBeLessThan(1500); // the health probe has its own shorter bound
      await engine.close();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('createMeilisearchEngine', () => {
  it.each(['', 'playlists test', 'playlists/x', 'été', 'a'.repeat(371)])(
    'refuses the index name %j',
    (name) => {
      expect(() => createMeilisearchEngine({ url: 'http://127.0.0.1:7700', indexName: name })).toThrow(
        'invalid Meilisearch index name',
      );
    },
  );

  it('takes letters, digits, - and _ as an index name, and reports its mode', () => {
    const engine = createMeilisearchEngine({
      url: 'http://127.0.0.1:7700',
      indexName: 'playlists_sonic-nexus_2',
    });
    expect(engine.mode).toBe('meilisearch');
    expect(engine.indexesTallies).toBe(true);
  });
});

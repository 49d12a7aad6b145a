// The Meilisearch engine of the playlist search (issue 10), used when MEILI_URL is set: the
// official client over one live index whose settings are declared here and applied at start.
// Every write waits for its task, so a search right after it sees it; a rebuild fills an index
// aside and swaps it in, so searches never see a half-built index.
import { Meilisearch, MeilisearchApiError, type EnqueuedTask, type Settings, type Task } from 'meilisearch';
import { filterExpression, toSearchHits, type RankedHit } from './meilisearch-query';
import { MAX_SEARCH_HITS, type SearchEngine } from './search-engine';

export interface MeilisearchEngineOptions {
  url: string;
  apiKey?: string;
  /** The live index, one per deployment (e.g. playlists_<MONGO_DB>) so none share it. */
  indexName: string;
  /** Bound of every HTTP call to Meilisearch. */
  timeoutMs?: number;
}

/** Under the 2 s in which the service must answer 503 when Meilisearch is away. */
const DEFAULT_TIMEOUT_MS = 1500;
const HEALTH_TIMEOUT_MS = 1000;
/** How long a write waits for Meilisearch to apply it (its one task queue may be busy). */
const WRITE_TASK_TIMEOUT_MS = 10_000;
/** How long each step of a start or a rebuild (settings, a batch, the swap) may take. */
const LONG_TASK_TIMEOUT_MS = 60_000;
const TASK_POLL_MS = 25;
const REBUILD_BATCH_SIZE = 1000;
/** Meilisearch index uids: ASCII letters, digits, '-' and '_' (400 bytes at most, with the aside suffix). */
const INDEX_UID = /^[A-Za-z0-9_-]{1,370}$/;

/** The index settings, the same on the live index and on every index built aside. */
const INDEX_SETTINGS: Settings = {
  searchableAttributes: ['title', 'tags', 'description'],
  filterableAttributes: ['platform', 'tags'],
  sortableAttributes: ['createdAt', 'fireVotes'],
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
  pagination: { maxTotalHits: MAX_SEARCH_HITS },
};

/** A Meilisearch task that ended otherwise than succeeded. */
export class MeilisearchTaskError extends Error {
  constructor(
    what: string,
    readonly task: Task,
  ) {
    const reason = task.error ? ` (${task.error.code}: ${task.error.message})` : '';
    super(`Meilisearch ${what}: task ${task.uid} ${task.status}${reason}`);
    this.name = 'MeilisearchTaskError';
  }
}

/** Runs work one at a time, in call order. */
function inTurn(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return (work) => {
    const result = tail.then(work, work);
    tail = result.catch(() => undefined);
    return result;
  };
}

const apiErrorCode = (err: unknown) => (err instanceof MeilisearchApiError ? err.cause?.code : undefined);

export function createMeilisearchEngine(opts: MeilisearchEngineOptions): SearchEngine {
  if (!INDEX_UID.test(opts.indexName)) {
    throw new Error(`invalid Meilisearch index name '${opts.indexName}': use letters, digits, '-' and '_'`);
  }
  const live = opts.indexName;
  const timeout = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const client = new Meilisearch({ host: opts.url, apiKey: opts.apiKey, timeout });
  const probe = new Meilisearch({
    host: opts.url,
    apiKey: opts.apiKey,
    timeout: Math.min(timeout, HEALTH_TIMEOUT_MS),
  });
  /** The index a rebuild is filling: writes go there too, so the swap loses none of them. */
  let aside: string | undefined;
  // Meilisearch applies tasks in the order they were enqueued. Writes and a rebuild's steps enqueue
  // in turn, so a write lands on the index aside after its batches, and on the live index either
  // before the swap (and aside too) or after it.
  const enqueueInTurn = inTurn();
  const rebuildInTurn = inTurn();

  async function settle(task: EnqueuedTask, what: string, timeoutMs = WRITE_TASK_TIMEOUT_MS): Promise<void> {
    const done = await client.tasks.waitForTask(task, { timeout: timeoutMs, interval: TASK_POLL_MS });
    if (done.status !== 'succeeded') throw new MeilisearchTaskError(what, done);
  }

  async function createLiveIndex(): Promise<void> {
    try {
      await settle(await client.createIndex(live, { primaryKey: 'id' }), `creating index ${live}`);
    } catch (err) {
      if (err instanceof MeilisearchTaskError && err.task.error?.code === 'index_already_exists') return;
      throw err;
    }
  }

  /** Enqueues a write on the live index (and on the index aside during a rebuild), waits for all. */
  async function write(what: string, enqueue: (uid: string) => Promise<EnqueuedTask>): Promise<void> {
    const targets = () => (aside ? [live, aside] : [live]);
    const tasks = await enqueueInTurn(() => Promise.all(targets().map(enqueue)));
    await Promise.all(tasks.map((task) => settle(task, what)));
  }

  async function rebuildAside(docs: Parameters<SearchEngine['rebuild']>[0]): Promise<void> {
    await createLiveIndex(); // the swap needs both indexes
    const uid = `${live}_build_${Date.now()}`;
    try {
      const filling = await enqueueInTurn(async () => {
        const index = client.index(uid);
        const tasks = [
          await client.createIndex(uid, { primaryKey: 'id' }),
          await index.updateSettings(INDEX_SETTINGS),
          ...(await Promise.all(index.addDocumentsInBatches(docs, REBUILD_BATCH_SIZE, { primaryKey: 'id' }))),
        ];
        aside = uid;
        return tasks;
      });
      for (const task of filling) await settle(task, `filling index ${uid}`, LONG_TASK_TIMEOUT_MS);
      const swap = await enqueueInTurn(async () => {
        aside = undefined; // writes enqueued from here on come after the swap
        return client.swapIndexes([{ indexes: [live, uid], rename: false }]);
      });
      await settle(swap, `swapping ${uid} in as ${live}`, LONG_TASK_TIMEOUT_MS);
    } catch (err) {
      // Whether the swap happened or not, `uid` holds what searches no longer need.
      await enqueueInTurn(async () => {
        aside = undefined;
        return client.deleteIndex(uid);
      })
        .then((task) => settle(task, `deleting ${uid}`, LONG_TASK_TIMEOUT_MS))
        .catch(() => undefined); // the rebuild's own error is the one to report
      throw err;
    }
    // After the swap, `uid` holds the old live documents.
    await settle(await client.deleteIndex(uid), `deleting the old index ${uid}`, LONG_TASK_TIMEOUT_MS);
  }

  return {
    mode: 'meilisearch',
    // fireVotes is sortable in the index, so a tally change is sent again.
    indexesTallies: true,

    async start() {
      await createLiveIndex();
      const settings = await client.index(live).updateSettings(INDEX_SETTINGS);
      await settle(settings, `applying the settings of ${live}`, LONG_TASK_TIMEOUT_MS);
    },

    async upsert(docs) {
      if (docs.length === 0) return;
      await write('adding documents', (uid) => client.index(uid).addDocuments(docs, { primaryKey: 'id' }));
    },

    async remove(ids) {
      if (ids.length === 0) return;
      await write('deleting documents', (uid) => client.index(uid).deleteDocuments(ids));
    },

    async search(q, filter) {
      // A query without a word would be a placeholder search, answering every document.
      if (!/[\p{L}\p{N}]/u.test(q)) return [];
      const response = await client.index<RankedHit>(live).search(q, {
        filter: filterExpression(filter),
        matchingStrategy: 'last',
        showRankingScore: true,
        limit: MAX_SEARCH_HITS,
        attributesToRetrieve: ['id'],
      });
      return toSearchHits(response.hits);
    },

    rebuild(docs) {
      return rebuildInTurn(() => rebuildAside(docs));
    },

    async size() {
      try {
        return (await client.index(live).getStats()).numberOfDocuments;
      } catch (err) {
        if (apiErrorCode(err) === 'index_not_found') return 0;
        throw err;
      }
    },

    async healthy() {
      try {
        return await probe.isHealthy();
      } catch {
        return false;
      }
    },

    // The client keeps no connection or timer between calls; every task wait ends by itself.
    async close() {},
  };
}

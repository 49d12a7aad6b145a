// Keeps the search engine in step with this replica's playlist catalogue: every record the
// catalogue takes or drops (own writes, other replicas' events, reloads) is queued and sent in
// small batches, so the index is fresh within a second. Only changes of what is searched are sent
// (title, description, tags, platform), and tallies only to an engine that sorts by them. An
// engine away keeps the queue and retries; past a bound the index is rebuilt when it is back.
import type pino from 'pino';
import type { PlaylistRecord } from '../read-model/playlist-record';
import { toSearchDocument, type SearchDocument, type SearchEngine } from './search-engine';

/** What the repository tells of the catalogue's changes (repository/playlist-repository.ts). */
export interface CatalogueListener {
  /** The catalogue holds this copy now (created, edited, reloaded). */
  put(record: PlaylistRecord): void;
  /** Only the tallies changed. */
  tallies(record: PlaylistRecord): void;
  removed(id: string): void;
}

/** Queued changes beyond this are dropped for a full rebuild once the engine answers again. */
const QUEUE_BOUND = 10_000;
const RETRY_MS = 1000;

const signature = (r: PlaylistRecord) => JSON.stringify([r.title, r.description, r.tags, r.platform]);

export class SearchIndexSync implements CatalogueListener {
  private readonly indexed = new Map<string, string>();
  private readonly upserts = new Map<string, SearchDocument>();
  private readonly removals = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private closed = false;
  /** The index misses changes (the engine was away too long, or never built): searches must not trust it. */
  stale = true;

  constructor(
    private readonly engine: SearchEngine,
    private readonly all: () => PlaylistRecord[],
    private readonly logger: pino.Logger,
    /** How long changes gather before they are sent (0: at once). */
    private readonly batchMs: number,
  ) {}

  put(record: PlaylistRecord): void {
    const sig = signature(record);
    if (this.indexed.get(record.id) === sig && !this.engine.indexesTallies) return;
    this.indexed.set(record.id, sig);
    this.removals.delete(record.id);
    this.upserts.set(record.id, toSearchDocument(record));
    this.schedule(this.batchMs);
  }

  tallies(record: PlaylistRecord): void {
    if (this.engine.indexesTallies) this.put(record);
  }

  removed(id: string): void {
    this.indexed.delete(id);
    this.upserts.delete(id);
    this.removals.add(id);
    this.schedule(this.batchMs);
  }

  /** Builds the index from the catalogue, aside, then swaps it in (start, npm run search:rebuild). */
  async rebuild(): Promise<number> {
    await this.flushing;
    const records = this.all();
    this.upserts.clear();
    this.removals.clear();
    this.indexed.clear();
    for (const record of records) this.indexed.set(record.id, signature(record));
    await this.engine.start();
    await this.engine.rebuild(records.map(toSearchDocument));
    this.stale = false;
    return records.length;
  }

  /** At start: an embedded index is always built; an external one when its size shows it is behind. */
  async catchUp(): Promise<void> {
    try {
      await this.engine.start();
      const behind = this.engine.mode === 'embedded' || (await this.engine.size()) !== this.all().length;
      if (behind) await this.rebuild();
      else this.stale = false;
    } catch (err) {
      this.logger.warn({ err }, 'search engine unavailable at start; retrying');
      this.stale = true;
      this.schedule(RETRY_MS);
    }
  }

  /** Sends what is queued now (tests, and before a rebuild). */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    if (this.upserts.size === 0 && this.removals.size === 0 && !this.stale) return;
    this.flushing = this.send().finally(() => (this.flushing = undefined));
    await this.flushing;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private schedule(ms: number): void {
    if (this.closed) return;
    // An in-process index takes a change at once: a search right after a write on this replica finds it.
    if (ms === 0 && !this.flushing && !this.stale) {
      void this.flush();
      return;
    }
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, ms);
  }

  private async send(): Promise<void> {
    const upserts = [...this.upserts.values()];
    const removals = [...this.removals];
    this.upserts.clear();
    this.removals.clear();
    try {
      if (this.stale) {
        await this.rebuild(); // the catalogue holds everything the dropped changes said
        return;
      }
      if (upserts.length) await this.engine.upsert(upserts);
      if (removals.length) await this.engine.remove(removals);
    } catch (err) {
      // Keep what was not sent (newer changes queued meanwhile win), and try again.
      for (const doc of upserts)
        if (!this.upserts.has(doc.id) && !this.removals.has(doc.id)) this.upserts.set(doc.id, doc);
      for (const id of removals) if (!this.upserts.has(id)) this.removals.add(id);
      if (this.upserts.size + this.removals.size > QUEUE_BOUND) {
        this.upserts.clear();
        this.removals.clear();
        this.stale = true;
      }
      this.logger.warn(
        { err, queued: this.upserts.size + this.removals.size },
        'search index update failed; retrying',
      );
      this.schedule(RETRY_MS);
    }
  }
}

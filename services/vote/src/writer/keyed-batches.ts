// Group commit: work for one key (a playlist) queues, and one drain per key hands everything queued
// (up to `maxBatch`) to `run` as one batch. N callers at once cost one store write instead of N,
// and the writes of one key never overlap; different keys drain in parallel.

export interface BatchLimits {
  /** Items per batch at most (a bound on one write's size). */
  maxBatch: number;
  /** Items waiting per key at most; beyond it `offer` refuses (the caller answers "busy"). */
  maxQueued: number;
}

export class KeyedBatches<T> {
  private readonly queues = new Map<string, T[]>();

  /** `run` must settle every item of its batch itself; a rejection only moves on to the next. */
  constructor(
    private readonly run: (key: string, batch: T[]) => Promise<void>,
    private readonly limits: BatchLimits,
  ) {}

  /** Queues the item; false when the key's queue is full. */
  offer(key: string, item: T): boolean {
    const queue = this.queues.get(key);
    if (queue) {
      if (queue.length >= this.limits.maxQueued) return false;
      queue.push(item);
      return true;
    }
    const fresh = [item];
    this.queues.set(key, fresh);
    void this.drain(key, fresh);
    return true;
  }

  /** Keys with queued or running work. */
  get busyKeys(): number {
    return this.queues.size;
  }

  private async drain(key: string, queue: T[]): Promise<void> {
    // Requests that arrived in the same turn of the event loop join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.splice(0, this.limits.maxBatch);
      await this.run(key, batch).catch(() => undefined);
    }
    this.queues.delete(key);
  }
}

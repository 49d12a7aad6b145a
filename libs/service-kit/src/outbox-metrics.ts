// Outbox depth as the relay knows it in memory (documents written with pending events and not
// yet relayed), never by counting the store; and the events it published.
import { Counter, Gauge } from 'prom-client';

/** What one running relay reports: its documents awaiting relay, by collection. */
export type OutboxDepth = () => ReadonlyMap<string, number>;

const relays = new Set<OutboxDepth>();

new Gauge({
  name: 'outbox_pending_documents',
  help: 'Documents holding events the outbox relay has not published yet (in memory, per collection)',
  labelNames: ['collection'],
  collect() {
    this.reset();
    for (const depth of relays) {
      for (const [collection, count] of depth()) this.inc({ collection }, count);
    }
  },
});

export const outboxPublished = new Counter({
  name: 'outbox_events_published_total',
  help: 'Events the outbox relay published to JetStream',
  labelNames: ['subject'],
});

export const outboxRelayFailures = new Counter({
  name: 'outbox_relay_failures_total',
  help: 'Relays of one document that failed and will be retried',
  labelNames: ['collection'],
});

/** Adds a relay's depth to the gauge until the returned function is called. */
export function trackOutboxDepth(depth: OutboxDepth): () => void {
  relays.add(depth);
  return () => relays.delete(depth);
}

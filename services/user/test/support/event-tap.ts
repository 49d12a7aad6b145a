// Records every user.* event published from now on, so tests can wait for the ones they expect.
// A plain subscription, not a JetStream consumer: mail requests live on a work-queue stream, where
// a second consumer would take messages away from the notification service.
import { events } from '@sonic-nexus/proto';
import type { NatsConnection } from '@sonic-nexus/service-kit';
import { waitFor } from '@sonic-nexus/test-kit';

export interface TappedEvent {
  subject: string;
  /** The message exactly as published. */
  data: Uint8Array;
  envelope: events.EventEnvelope;
}

export interface EventTap {
  seen: events.EventEnvelope[];
  messages: TappedEvent[];
  waitFor(match: (env: events.EventEnvelope) => boolean, timeoutMs?: number): Promise<events.EventEnvelope>;
  stop(): Promise<void>;
}

export async function startEventTap(nc: NatsConnection): Promise<EventTap> {
  const subscription = nc.subscribe('user.>');
  await nc.flush();
  const messages: TappedEvent[] = [];
  const seen: events.EventEnvelope[] = [];
  const loop = (async () => {
    for await (const msg of subscription) {
      const envelope = events.EventEnvelope.decode(msg.data);
      messages.push({ subject: msg.subject, data: msg.data, envelope });
      seen.push(envelope);
    }
  })();
  return {
    seen,
    messages,
    async waitFor(match, timeoutMs = 10_000) {
      await waitFor(() => seen.some(match), { timeoutMs, intervalMs: 50, what: 'expected event' });
      return seen.find(match)!;
    },
    async stop() {
      subscription.unsubscribe();
      await loop.catch(() => undefined);
    },
  };
}

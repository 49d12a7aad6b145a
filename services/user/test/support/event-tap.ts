// Records every user.* event published from now on, so tests can wait for the ones they expect.
// A plain subscription, not a JetStream consumer: mail requests live on a work-queue stream, where
// a second consumer would take messages away from the notification service.
import { events } from '@sonic-nexus/proto';
import { connect, type NatsConnection } from 'nats';

export interface EventTap {
  seen: events.EventEnvelope[];
  waitFor(match: (env: events.EventEnvelope) => boolean, timeoutMs?: number): Promise<events.EventEnvelope>;
  stop(): Promise<void>;
}

export async function startEventTap(natsUrl: string): Promise<EventTap> {
  const nc: NatsConnection = await connect({ servers: natsUrl });
  const messages = nc.subscribe('user.>');
  await nc.flush();
  const seen: events.EventEnvelope[] = [];
  const loop = (async () => {
    for await (const msg of messages) seen.push(events.EventEnvelope.decode(msg.data));
  })();
  return {
    seen,
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = seen.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('expected event did not arrive');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      messages.unsubscribe();
      await loop.catch(() => undefined);
      await nc.close();
    },
  };
}

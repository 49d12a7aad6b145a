// Records every user.* event published from now on, so tests can wait for the ones they expect.
import { events } from '@sonic-nexus/proto';
import { connect, DeliverPolicy, type NatsConnection } from 'nats';

export interface EventTap {
  seen: events.EventEnvelope[];
  waitFor(match: (env: events.EventEnvelope) => boolean, timeoutMs?: number): Promise<events.EventEnvelope>;
  stop(): Promise<void>;
}

export async function startEventTap(natsUrl: string): Promise<EventTap> {
  const nc: NatsConnection = await connect({ servers: natsUrl });
  const consumer = await nc.jetstream().consumers.get('USER', {
    filterSubjects: ['user.>'],
    deliver_policy: DeliverPolicy.New,
  });
  const messages = await consumer.consume();
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
      await messages.close();
      await loop.catch(() => undefined);
      await nc.close();
    },
  };
}

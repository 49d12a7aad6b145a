// Beyond the spec: the bell's unread count pushed to an open page as server-sent events, so the
// badge moves within a second of a post instead of at the next 60 s poll. One server-streaming
// gRPC call per open page; the notification service sends the count now and at every change.
import { status as GrpcStatus } from '@grpc/grpc-js';
import { serverMessages, UNREAD_COUNT_STREAM_PATH, unreadCount } from '@sonic-nexus/contract';
import type { Router } from 'express';
import type { ServiceClients } from '../clients';
import { apiRouter } from '../http/api-router';
import { HttpError } from '../http/http-error';
import { admissionOf } from '../http/load-shedding';
import { requireUser } from '../http/session';
import type { StreamSlots } from './stream-slots';

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
/** A refused stream's page polls meanwhile; its EventSource is reopened after the poll period. */
const REFUSED_RETRY_AFTER_SECONDS = 60;

export interface UnreadCountStreamDeps {
  clients: Pick<ServiceClients, 'notification'>;
  streamSlots: StreamSlots;
}

export function unreadCountStream(deps: UnreadCountStreamDeps): Router {
  const { notification } = deps.clients;
  const router = apiRouter();
  router.get(UNREAD_COUNT_STREAM_PATH, async (req, res, next) => {
    let me;
    try {
      me = await requireUser(res.locals.session, false);
    } catch (err) {
      next(err);
      return;
    }
    const release = deps.streamSlots.take(res.locals.session.token ?? '', req.ip ?? 'unknown');
    if (!release) {
      res.setHeader('Retry-After', String(REFUSED_RETRY_AFTER_SECONDS));
      next(new HttpError(429, serverMessages.tooManyStreams));
      return;
    }
    // Matched as the stream: its place in the in-flight budget is not work being done.
    admissionOf(req)?.becomeLongLived();
    const call = notification.watchUnreadCount({ userId: me.id });
    let opened = false;
    let ended = false;
    const timers: NodeJS.Timeout[] = [];
    const end = () => {
      if (ended) return;
      ended = true;
      release();
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
        release();
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

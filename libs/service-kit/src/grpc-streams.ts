// Server-streaming RPCs that stay open until the caller leaves (e.g. a live count). Each open
// call is tracked so a stopping server can end them at once: a graceful shutdown waits for
// in-flight calls, and a watcher never finishes by itself.
import type * as grpc from '@grpc/grpc-js';
import type pino from 'pino';
import { toServiceError } from './grpc-errors';

export interface ServerStreams {
  /**
   * A handler from `open(request, send)`, which starts sending and returns what stops it; a
   * DomainError it throws becomes the call's status, as in unaryHandler.
   */
  handler<Req, Res>(
    open: (req: Req, send: (res: Res) => void) => () => void,
  ): grpc.handleServerStreamingCall<Req, Res>;
  /** Ends every open call (the server is stopping). */
  endAll(): void;
}

export function serverStreams(logger: pino.Logger): ServerStreams {
  const open = new Set<() => void>();
  return {
    handler: (start) => (call) => {
      let stopSending: (() => void) | undefined;
      const finish = () => {
        if (!open.delete(finish)) return;
        stopSending?.();
        call.end();
      };
      open.add(finish);
      try {
        stopSending = start(call.request, (res) => {
          if (!call.cancelled) call.write(res);
        });
      } catch (err) {
        open.delete(finish);
        call.emit('error', toServiceError(err, logger, call.getPath()));
        return;
      }
      call.on('cancelled', finish);
      call.on('close', finish);
      call.on('error', finish);
    },
    endAll() {
      for (const finish of [...open]) finish();
    },
  };
}

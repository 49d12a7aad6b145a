import * as grpc from '@grpc/grpc-js';
import { health } from '@sonic-nexus/proto';

const { SERVING, NOT_SERVING } = health.HealthCheckResponse_ServingStatus;

/**
 * grpc.health.v1 for one server: '' (the whole server) and every registered service share the
 * server's serving flag; unknown names answer NOT_FOUND as the protocol says.
 */
export function createHealth(serviceNames: string[]) {
  let serving = true;
  const known = new Set(['', ...serviceNames]);
  const watchers = new Set<
    grpc.ServerWritableStream<health.HealthCheckRequest, health.HealthCheckResponse>
  >();
  const status = () => ({ status: serving ? SERVING : NOT_SERVING });

  const implementation: health.HealthServer = {
    check(call, callback) {
      if (!known.has(call.request.service)) {
        callback({ code: grpc.status.NOT_FOUND, details: 'unknown service' });
        return;
      }
      callback(null, status());
    },
    watch(call) {
      if (!known.has(call.request.service)) {
        call.write({ status: health.HealthCheckResponse_ServingStatus.SERVICE_UNKNOWN });
      } else {
        call.write(status());
      }
      watchers.add(call);
      call.on('cancelled', () => watchers.delete(call));
    },
  };

  return {
    implementation,
    setServing(next: boolean): void {
      if (next === serving) return;
      serving = next;
      for (const w of watchers) if (known.has(w.request.service)) w.write(status());
    },
    /** Watch streams never end on their own; ending them lets a graceful shutdown finish. */
    endWatchers(): void {
      for (const w of watchers) w.end();
      watchers.clear();
    },
  };
}

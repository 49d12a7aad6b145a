import * as grpc from '@grpc/grpc-js';
import { health } from '@sonic-nexus/proto';
import type pino from 'pino';
import { createHealth } from './grpc-health';
import { MAX_GRPC_MESSAGE_BYTES } from './grpc-limits';
import { grpcMetricsInterceptor } from './grpc-metrics';

export interface GrpcServerHandle {
  port: number;
  setServing(serving: boolean): void;
  stop(graceMs?: number): Promise<void>;
}

export interface GrpcServiceRegistration {
  definition: grpc.ServiceDefinition;
  implementation: grpc.UntypedServiceImplementation;
  /** Ends the service's open streaming calls when the server stops (see grpc-streams.ts). */
  endStreams?: () => void;
}

/** '/pkg.Service/Method' → 'pkg.Service', the name health checks use. */
function serviceName(definition: grpc.ServiceDefinition): string {
  const first = Object.values(definition)[0];
  return first ? first.path.split('/')[1] : '';
}

function bind(server: grpc.Server, address: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (err, port) =>
      err ? reject(err) : resolve(port),
    );
  });
}

const MAX_CONNECTION_AGE_MS = 60_000;

export async function startGrpcServer(opts: {
  host: string;
  port: number;
  logger: pino.Logger;
  services: GrpcServiceRegistration[];
}): Promise<GrpcServerHandle> {
  const server = new grpc.Server({
    'grpc.max_receive_message_length': MAX_GRPC_MESSAGE_BYTES,
    // A client connection is asked to move on (GOAWAY) after a minute, its streams left to finish:
    // the client resolves the name again, so replicas added since (an autoscaler's) get calls too.
    'grpc.max_connection_age_ms': MAX_CONNECTION_AGE_MS,
    interceptors: [grpcMetricsInterceptor],
  });
  const healthState = createHealth(opts.services.map((s) => serviceName(s.definition)));
  for (const s of opts.services) server.addService(s.definition, s.implementation);
  server.addService(health.HealthService, healthState.implementation);

  // grpc-js >= 1.10 starts serving once bound; no start() call needed.
  const port = await bind(server, `${opts.host}:${opts.port}`);
  opts.logger.info({ host: opts.host, port }, 'gRPC server listening');

  let stopping: Promise<void> | undefined;
  const stop = (graceMs = 10_000): Promise<void> => {
    stopping ??= new Promise<void>((resolve) => {
      healthState.setServing(false);
      healthState.endWatchers();
      for (const s of opts.services) s.endStreams?.();
      // tryShutdown refuses new calls and waits for in-flight ones; force after the grace period.
      const timer = setTimeout(() => {
        opts.logger.warn({ graceMs }, 'gRPC calls still running after grace period; forcing shutdown');
        server.forceShutdown();
        resolve();
      }, graceMs);
      server.tryShutdown(() => {
        clearTimeout(timer);
        opts.logger.info('gRPC server stopped');
        resolve();
      });
    });
    return stopping;
  };

  return { port, setServing: healthState.setServing, stop };
}

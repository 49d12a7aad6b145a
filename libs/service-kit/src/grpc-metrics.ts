// Rate, status codes and latency of every gRPC method a service serves, as a grpc-js server
// interceptor (the names and labels of go-grpc-prometheus, which dashboards already know).
import * as grpc from '@grpc/grpc-js';
import { Counter, Histogram } from 'prom-client';

const handled = new Counter({
  name: 'grpc_server_handled_total',
  help: 'gRPC calls completed on the server, by method and status code',
  labelNames: ['grpc_service', 'grpc_method', 'grpc_type', 'grpc_code'],
});

const handling = new Histogram({
  name: 'grpc_server_handling_seconds',
  help: 'Time from a call’s start to its status, by method (a stream’s whole life for streams)',
  labelNames: ['grpc_service', 'grpc_method', 'grpc_type'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

function typeOf(method: grpc.ServerMethodDefinition<unknown, unknown>): string {
  if (method.requestStream) return method.responseStream ? 'bidi_stream' : 'client_stream';
  return method.responseStream ? 'server_stream' : 'unary';
}

export const grpcMetricsInterceptor: grpc.ServerInterceptor = (method, call) => {
  const [, service = '', name = ''] = method.path.split('/');
  const labels = { grpc_service: service, grpc_method: name, grpc_type: typeOf(method) };
  const end = handling.startTimer(labels);
  return new grpc.ServerInterceptingCall(call, {
    sendStatus(status, next) {
      end();
      handled.inc({ ...labels, grpc_code: grpc.status[status.code] ?? String(status.code) });
      next(status);
    },
  });
};

import * as grpc from '@grpc/grpc-js';

/**
 * grpc-js wants a handler for every RPC of a service; the ones not built yet answer
 * UNIMPLEMENTED with a clear text instead of being silently missing.
 */
export function notYetImplemented<S extends grpc.UntypedServiceImplementation>(
  definition: grpc.ServiceDefinition,
  implemented: Partial<S>,
): S {
  const impl: grpc.UntypedServiceImplementation = {};
  for (const [key, method] of Object.entries(definition)) {
    const own = implemented[key];
    if (own) {
      impl[key] = own;
      continue;
    }
    const rpc = method.path.slice(method.path.lastIndexOf('/') + 1);
    const error = { code: grpc.status.UNIMPLEMENTED, details: `${rpc} is not implemented yet` };
    impl[key] = method.responseStream
      ? (call: grpc.ServerWritableStream<unknown, unknown>) => call.emit('error', error)
      : (_call: unknown, callback: grpc.sendUnaryData<unknown>) => callback(error);
  }
  return impl as S;
}

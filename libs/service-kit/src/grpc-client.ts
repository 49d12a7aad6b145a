import * as grpc from '@grpc/grpc-js';
import { health } from '@sonic-nexus/proto';
import { currentDeadline, DEADLINE_METADATA_KEY, DEFAULT_CALL_BUDGET_MS } from './call-deadline';
import { throughBreaker } from './grpc-breaker';
import { MAX_GRPC_MESSAGE_BYTES } from './grpc-limits';

/**
 * The channel target of an address: `host:port`, a comma-separated list of replicas
 * (`127.0.0.1:50052,127.0.0.1:50062`), or any gRPC target such as `dns:///playlist:50052`
 * (a headless Kubernetes Service resolves to every pod).
 */
function channelTarget(address: string): string {
  const replicas = address.split(',').map((part) => part.trim());
  return replicas.length > 1 ? `ipv4:${replicas.join(',')}` : address;
}

/**
 * Plaintext channel (traffic stays inside the cluster/machine); deadlines are set per call.
 * Calls are spread round robin over every address the target resolves to. The name is resolved
 * again at most a second after a connection ends (grpc-js waits 30 s by default): when a pod of a
 * headless Service is replaced, its successor is in DNS already, and 30 s of a channel holding only
 * the gone pod's address answered every call UNAVAILABLE (a rolling restart on the cluster test,
 * load-tests/cluster: 726 of 1,173 requests 503).
 */
export function createClient<C extends grpc.Client>(
  Ctor: (new (address: string, creds: grpc.ChannelCredentials, options?: object) => C) & {
    service?: grpc.ServiceDefinition;
  },
  address: string,
): C {
  return new Ctor(channelTarget(address), grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 30_000,
    'grpc.dns_min_time_between_resolutions_ms': 1_000,
    'grpc.max_receive_message_length': MAX_GRPC_MESSAGE_BYTES,
    'grpc.service_config': JSON.stringify({
      loadBalancingConfig: [{ round_robin: {} }],
      methodConfig: readRetries(Ctor.service),
    }),
  });
}

/** The reads of a service: unary methods named Get*, List* or Count*. */
export function readMethods(
  service: grpc.ServiceDefinition | undefined,
): { service: string; method: string }[] {
  return Object.values(service ?? {})
    .filter((m) => !m.requestStream && !m.responseStream)
    .map((m) => /^\/([^/]+)\/([^/]+)$/.exec(m.path))
    .filter(
      (match): match is RegExpExecArray => match !== null && /^(Get|List|Count)[A-Z]/.test(match[2] ?? ''),
    )
    .map(([, service = '', method = '']) => ({ service, method }));
}

/**
 * A read answered UNAVAILABLE (the replica it went to was going away, or its connection dropped
 * as a pod was replaced) is asked again, up to twice, within the call's deadline: a read changes
 * nothing, and another replica, or the successor, answers. Writes are never retried here: whether
 * one happened is for the caller to settle, with its idempotency key.
 */
function readRetries(service: grpc.ServiceDefinition | undefined): object[] {
  const name = readMethods(service);
  if (name.length === 0) return [];
  return [
    {
      name,
      retryPolicy: {
        maxAttempts: 3,
        initialBackoff: '0.05s',
        maxBackoff: '0.2s',
        backoffMultiplier: 2,
        retryableStatusCodes: ['UNAVAILABLE'],
      },
    },
  ];
}

/**
 * Promise wrapper that always sets a deadline, so a stuck service cannot hang its caller. Within a
 * call (call-deadline.ts) it is the caller's own deadline, sent on as an absolute instant too, so
 * the server can refuse work its caller no longer waits for; `deadlineMs` may only shorten it.
 * Outside one it is `deadlineMs` from now (default DEFAULT_CALL_BUDGET_MS). A service that has
 * stopped answering is not waited for again and again (grpc-breaker.ts).
 */
export function unary<Req, Res>(
  client: grpc.Client,
  method: (
    req: Req,
    metadata: grpc.Metadata,
    options: Partial<grpc.CallOptions>,
    cb: (err: grpc.ServiceError | null, res: Res) => void,
  ) => grpc.ClientUnaryCall,
  req: Req,
  opts: { deadlineMs?: number } = {},
): Promise<Res> {
  const callers = currentDeadline();
  const own = Date.now() + (opts.deadlineMs ?? DEFAULT_CALL_BUDGET_MS);
  const deadline =
    callers === undefined ? own : opts.deadlineMs === undefined ? callers : Math.min(callers, own);
  const metadata = new grpc.Metadata();
  metadata.set(DEADLINE_METADATA_KEY, String(deadline));
  return throughBreaker(
    client,
    () =>
      new Promise<Res>((resolve, reject) => {
        method.call(client, req, metadata, { deadline }, (err, res) => (err ? reject(err) : resolve(res)));
      }),
  );
}

/** true only when the server answers SERVING in time. */
export async function checkHealth(address: string, opts: { deadlineMs?: number } = {}): Promise<boolean> {
  const client = createClient(health.HealthClient, address);
  try {
    const res = await unary(client, client.check, { service: '' }, opts);
    return res.status === health.HealthCheckResponse_ServingStatus.SERVING;
  } catch {
    return false;
  } finally {
    client.close();
  }
}

// A service that stops answering is refused at once after a few calls, and called again once it
// answers; a service that answers "no" is never cut off. Over real gRPC and real sockets.
import net from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { playlist } from '@sonic-nexus/proto';
import { CIRCUIT_OPEN_MESSAGE } from '../src/grpc-breaker';
import { createClient, unary } from '../src/grpc-client';
import { DomainError } from '../src/domain-error';
import { unaryHandler } from '../src/grpc-errors';
import { startGrpcServer, type GrpcServerHandle } from '../src/grpc-server';
import { notYetImplemented } from '../src/not-yet-implemented';
import { testLogger } from './test-logger';

const implementation = notYetImplemented<playlist.PlaylistServiceServer>(playlist.PlaylistServiceService, {
  getPlaylist: unaryHandler(testLogger, async (req: playlist.PlaylistIdRequest) => {
    if (req.playlistId === 'missing') throw new DomainError('not-found', 'Playlist not found');
    if (req.playlistId === 'away') throw new DomainError('unavailable', 'Search is away');
    return playlist.Playlist.fromPartial({ id: req.playlistId });
  }),
});

const serve = (port: number) =>
  startGrpcServer({
    host: '127.0.0.1',
    port,
    logger: testLogger,
    services: [{ definition: playlist.PlaylistServiceService, implementation }],
  });

/** Accepts connections and never says a word, as a frozen process does. */
function silentServer(port = 0): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: grpc.ServiceError) => ({ code: err.code, details: err.details }),
  );

describe('a service that does not answer', () => {
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let client: playlist.PlaylistServiceClient;
  let healed: GrpcServerHandle | undefined;

  beforeAll(async () => {
    silent = await silentServer();
    client = createClient(playlist.PlaylistServiceClient, `127.0.0.1:${silent.port}`);
  });

  afterAll(async () => {
    client.close();
    await silent.close();
    await healed?.stop(100);
  });

  const get = (deadlineMs: number) => unary(client, client.getPlaylist, { playlistId: 'p1' }, { deadlineMs });

  it('costs its callers their deadline five times, then is refused at once as UNAVAILABLE', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await failure(get(200))).toMatchObject({ code: grpc.status.DEADLINE_EXCEEDED });
    }
    // A long deadline: only the open circuit can answer this one without waiting for it.
    expect(await failure(get(30_000))).toEqual({
      code: grpc.status.UNAVAILABLE,
      details: CIRCUIT_OPEN_MESSAGE,
    });
  });

  it('is called again, and answers, once it is back', async () => {
    const { port } = silent;
    await silent.close();
    healed = await serve(port);
    // The channel reconnects with backoff and the breaker lets a trial call through after its
    // reset time: within a few seconds a call answers.
    let answer: unknown = null;
    for (let attempt = 0; attempt < 50 && !answer; attempt += 1) {
      answer = await get(1000).catch(() => new Promise((resolve) => setTimeout(() => resolve(null), 300)));
    }
    expect(answer).toMatchObject({ id: 'p1' });
  });
});

describe('a service that answered many calls, then froze', () => {
  it('is refused at once after five unanswered calls in a row, whatever came before', async () => {
    const server = await serve(0);
    const { port } = server;
    const client = createClient(playlist.PlaylistServiceClient, `127.0.0.1:${port}`);
    try {
      for (let i = 0; i < 20; i += 1) await unary(client, client.getPlaylist, { playlistId: 'p1' });
      await server.stop(100);
      const frozen = await silentServer(port);
      try {
        for (let i = 0; i < 5; i += 1) {
          const err = await failure(
            unary(client, client.getPlaylist, { playlistId: 'p1' }, { deadlineMs: 300 }),
          );
          expect(err?.details).not.toBe(CIRCUIT_OPEN_MESSAGE);
        }
        // 5 unanswered of 25 calls in the window: only the run of five opens the circuit.
        expect(
          await failure(unary(client, client.getPlaylist, { playlistId: 'p1' }, { deadlineMs: 30_000 })),
        ).toEqual({
          code: grpc.status.UNAVAILABLE,
          details: CIRCUIT_OPEN_MESSAGE,
        });
      } finally {
        await frozen.close();
      }
    } finally {
      client.close();
    }
  });
});

describe('a service that answers', () => {
  let server: GrpcServerHandle;
  let client: playlist.PlaylistServiceClient;

  beforeAll(async () => {
    server = await serve(0);
    client = createClient(playlist.PlaylistServiceClient, `127.0.0.1:${server.port}`);
  });

  afterAll(async () => {
    client.close();
    await server.stop(100);
  });

  it('is never cut off for saying no, even "unavailable" (its own answer, not silence)', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(await failure(unary(client, client.getPlaylist, { playlistId: 'missing' }))).toMatchObject({
        code: grpc.status.NOT_FOUND,
      });
      expect(await failure(unary(client, client.getPlaylist, { playlistId: 'away' }))).toEqual({
        code: grpc.status.UNAVAILABLE,
        details: 'Search is away',
      });
    }
    expect(await unary(client, client.getPlaylist, { playlistId: 'p2' })).toMatchObject({ id: 'p2' });
  });
});

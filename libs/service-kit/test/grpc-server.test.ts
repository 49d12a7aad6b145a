import * as grpc from '@grpc/grpc-js';
import { health, playlist } from '@sonic-nexus/proto';
import { z } from 'zod';
import { checkHealth, createClient, unary } from '../src/grpc-client';
import { DomainError, type DomainErrorKind } from '../src/domain-error';
import { isGrpcError, unaryHandler } from '../src/grpc-errors';
import { startGrpcServer, type GrpcServerHandle } from '../src/grpc-server';
import { notYetImplemented } from '../src/not-yet-implemented';
import { testLogger } from './test-logger';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const samplePlaylist = playlist.Playlist.fromPartial({ id: 'p1', title: 'Slow one' });

// A stand-in implementation of a real generated service: each RPC exercises one server behaviour.
const implementation = notYetImplemented<playlist.PlaylistServiceServer>(playlist.PlaylistServiceService, {
  getPlaylist: unaryHandler(testLogger, async () => {
    await sleep(400);
    return samplePlaylist;
  }),
  listTopPlaylists: () => undefined, // never answers: the caller's deadline must end the call
  listPlaylists: unaryHandler(testLogger, async (req: playlist.ListPlaylistsRequest) => {
    if (req.tag.startsWith('domain:')) {
      throw new DomainError(req.tag.slice('domain:'.length) as DomainErrorKind, `${req.tag} failed`);
    }
    if (req.tag === 'boom') throw new Error('database password is hunter2');
    z.object({ page: z.number().int().min(1, 'page must be at least 1') }).parse(req);
    return { playlists: [], hasMore: false, currentPage: req.page };
  }),
});

async function boot(): Promise<{
  handle: GrpcServerHandle;
  address: string;
  client: playlist.PlaylistServiceClient;
}> {
  const handle = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger: testLogger,
    services: [{ definition: playlist.PlaylistServiceService, implementation }],
  });
  const address = `127.0.0.1:${handle.port}`;
  return { handle, address, client: createClient(playlist.PlaylistServiceClient, address) };
}

function codeOf(promise: Promise<unknown>): Promise<{ code: grpc.status; details: string }> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: grpc.ServiceError) => ({ code: err.code, details: err.details }),
  );
}

describe('gRPC server and client helpers', () => {
  let server: Awaited<ReturnType<typeof boot>>;
  beforeAll(async () => {
    server = await boot();
  });
  afterAll(async () => {
    server.client.close();
    await server.handle.stop(100);
  });

  it('binds a free port and answers health SERVING, then NOT_SERVING after setServing(false)', async () => {
    expect(server.handle.port).toBeGreaterThan(0);
    expect(await checkHealth(server.address)).toBe(true);
    const healthClient = createClient(health.HealthClient, server.address);
    const named = await unary(healthClient, healthClient.check, {
      service: 'sonicnexus.playlist.v1.PlaylistService',
    });
    expect(named.status).toBe(health.HealthCheckResponse_ServingStatus.SERVING);
    expect(await codeOf(unary(healthClient, healthClient.check, { service: 'nope.Service' }))).toMatchObject({
      code: grpc.status.NOT_FOUND,
    });

    server.handle.setServing(false);
    const res = await unary(healthClient, healthClient.check, { service: '' });
    expect(res.status).toBe(health.HealthCheckResponse_ServingStatus.NOT_SERVING);
    expect(await checkHealth(server.address)).toBe(false);
    server.handle.setServing(true);
    expect(await checkHealth(server.address)).toBe(true);
    healthClient.close();
  });

  it('fails a call with DEADLINE_EXCEEDED when the handler never answers', async () => {
    const started = Date.now();
    const result = await codeOf(
      unary(server.client, server.client.listTopPlaylists, { limit: 5 }, { deadlineMs: 200 }),
    );
    expect(result.code).toBe(grpc.status.DEADLINE_EXCEEDED);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['invalid', grpc.status.INVALID_ARGUMENT],
    ['unauthenticated', grpc.status.UNAUTHENTICATED],
    ['forbidden', grpc.status.PERMISSION_DENIED],
    ['not-found', grpc.status.NOT_FOUND],
    ['conflict', grpc.status.ALREADY_EXISTS],
    ['precondition', grpc.status.FAILED_PRECONDITION],
    ['unavailable', grpc.status.UNAVAILABLE],
  ])('maps a %s DomainError to gRPC status %i with its message', async (kind, code) => {
    const req = playlist.ListPlaylistsRequest.fromPartial({ page: 1, tag: `domain:${kind}` });
    const call = unary(server.client, server.client.listPlaylists, req);
    expect(await codeOf(call)).toEqual({ code, details: `domain:${kind} failed` });
  });

  it('isGrpcError recognises an error that came over the wire, and nothing else', async () => {
    const req = playlist.ListPlaylistsRequest.fromPartial({ page: 1, tag: 'domain:not-found' });
    const wire = await unary(server.client, server.client.listPlaylists, req).catch((e: unknown) => e);
    expect(isGrpcError(wire)).toBe(true);
    expect(isGrpcError(new Error('plain'))).toBe(false);
    expect(isGrpcError(new DomainError('not-found', 'local'))).toBe(false);
    expect(isGrpcError({ code: 5, details: 'not an Error' })).toBe(false);
  });

  it('maps zod errors and unexpected errors in unaryHandler, never leaking internals', async () => {
    const call = (req: Partial<playlist.ListPlaylistsRequest>) =>
      unary(server.client, server.client.listPlaylists, playlist.ListPlaylistsRequest.fromPartial(req));
    expect(await call({ page: 2 })).toEqual({ playlists: [], hasMore: false, currentPage: 2 });
    expect(await codeOf(call({ page: 0 }))).toEqual({
      code: grpc.status.INVALID_ARGUMENT,
      details: 'page: page must be at least 1',
    });
    expect(await codeOf(call({ page: 1, tag: 'boom' }))).toEqual({
      code: grpc.status.INTERNAL,
      details: 'Internal error',
    });
  });

  it('answers UNIMPLEMENTED, with a clear text, for RPCs without a handler', async () => {
    const req = playlist.CreatePlaylistRequest.fromPartial({ title: 'x' });
    expect(await codeOf(unary(server.client, server.client.createPlaylist, req))).toEqual({
      code: grpc.status.UNIMPLEMENTED,
      details: 'CreatePlaylist is not implemented yet',
    });
  });

  it('checkHealth is false when nothing listens', async () => {
    expect(await checkHealth('127.0.0.1:1', { deadlineMs: 300 })).toBe(false);
  });
});

describe('graceful stop', () => {
  it('lets an in-flight call finish, refuses new calls and reports NOT_SERVING meanwhile', async () => {
    const { handle, address, client } = await boot();
    const slow = unary(client, client.getPlaylist, { playlistId: 'p1' }, { deadlineMs: 5000 });
    await sleep(100); // the slow call is now running on the server
    const stopped = handle.stop(5000);
    await sleep(50);

    const refused = await codeOf(
      unary(client, client.listPlaylists, playlist.ListPlaylistsRequest.fromPartial({ page: 1 })),
    );
    expect(refused.code).toBe(grpc.status.UNAVAILABLE);
    expect(await slow).toEqual(samplePlaylist);
    await stopped;
    expect(await checkHealth(address, { deadlineMs: 300 })).toBe(false);
    client.close();
  });
});

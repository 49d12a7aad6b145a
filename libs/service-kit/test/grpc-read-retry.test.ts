// A read answered UNAVAILABLE is asked again (a replica going away as a pod is replaced), a write
// never is: over real gRPC and real sockets, counting what the server was asked.
import * as grpc from '@grpc/grpc-js';
import { playlist } from '@sonic-nexus/proto';
import { createClient, readMethods, unary } from '../src/grpc-client';
import { DomainError } from '../src/domain-error';
import { unaryHandler } from '../src/grpc-errors';
import { startGrpcServer, type GrpcServerHandle } from '../src/grpc-server';
import { notYetImplemented } from '../src/not-yet-implemented';
import { testLogger } from './test-logger';

let asked = { get: 0, create: 0 };
/** How many of the next calls of each kind answer UNAVAILABLE. */
let unavailableFor = { get: 0, create: 0 };

const implementation = notYetImplemented<playlist.PlaylistServiceServer>(playlist.PlaylistServiceService, {
  getPlaylist: unaryHandler(testLogger, async (req: playlist.PlaylistIdRequest) => {
    asked.get += 1;
    if (unavailableFor.get-- > 0) throw new DomainError('unavailable', 'going away');
    return playlist.Playlist.fromPartial({ id: req.playlistId });
  }),
  createPlaylist: unaryHandler(testLogger, async () => {
    asked.create += 1;
    if (unavailableFor.create-- > 0) throw new DomainError('unavailable', 'going away');
    return playlist.Playlist.fromPartial({ id: 'new' });
  }),
});

let server: GrpcServerHandle;
let client: playlist.PlaylistServiceClient;

beforeAll(async () => {
  server = await startGrpcServer({
    host: '127.0.0.1',
    port: 0,
    logger: testLogger,
    services: [{ definition: playlist.PlaylistServiceService, implementation }],
  });
  client = createClient(playlist.PlaylistServiceClient, `127.0.0.1:${server.port}`);
});

afterAll(async () => {
  client.close();
  await server.stop();
});

beforeEach(() => {
  asked = { get: 0, create: 0 };
  unavailableFor = { get: 0, create: 0 };
});

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => grpc.status.OK,
    (err: grpc.ServiceError) => err.code,
  );

it('names the unary Get, List and Count methods reads, and nothing else', () => {
  const reads = readMethods(playlist.PlaylistServiceClient.service).map((m) => m.method);
  expect(reads).toEqual(expect.arrayContaining(['GetPlaylist', 'ListPlaylists', 'CountUserPlaylists']));
  expect(reads).not.toEqual(expect.arrayContaining(['CreatePlaylist']));
  expect(reads.every((m) => /^(Get|List|Count)/.test(m))).toBe(true);
  expect(readMethods(playlist.PlaylistServiceClient.service)[0]?.service).toBe(
    'sonicnexus.playlist.v1.PlaylistService',
  );
});

it('asks a read again after UNAVAILABLE, and answers from the next try', async () => {
  unavailableFor.get = 2;
  const got = await unary(client, client.getPlaylist, { playlistId: 'p1' });
  expect(got.id).toBe('p1');
  expect(asked.get).toBe(3);
});

it('gives up on a read after three tries, with UNAVAILABLE', async () => {
  unavailableFor.get = 5;
  expect(await codeOf(unary(client, client.getPlaylist, { playlistId: 'p1' }))).toBe(grpc.status.UNAVAILABLE);
  expect(asked.get).toBe(3);
});

it('never asks a write again: UNAVAILABLE goes back to the caller after one try', async () => {
  unavailableFor.create = 1;
  const create = unary(
    client,
    client.createPlaylist,
    playlist.CreatePlaylistRequest.fromPartial({ title: 'x' }),
  );
  expect(await codeOf(create)).toBe(grpc.status.UNAVAILABLE);
  expect(asked.create).toBe(1);
});

// The one deadline policy over real gRPC: a caller's deadline travels with every hop as an
// absolute instant, a call read after it passed is refused before its handler runs, and a use
// case can ask whether its caller still waits before it writes.
import * as grpc from '@grpc/grpc-js';
import { playlist } from '@sonic-nexus/proto';
import {
  assertCallerWaiting,
  CALLER_GONE_MESSAGE,
  COMMIT_MARGIN_MS,
  currentDeadline,
  DEADLINE_METADATA_KEY,
  DEFAULT_CALL_BUDGET_MS,
  runWithDeadline,
} from '../src/call-deadline';
import { DomainError } from '../src/domain-error';
import { createClient, unary } from '../src/grpc-client';
import { unaryHandler } from '../src/grpc-errors';
import { startGrpcServer, type GrpcServerHandle } from '../src/grpc-server';
import { notYetImplemented } from '../src/not-yet-implemented';
import { testLogger } from './test-logger';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the handlers saw: the deadline each one ran under, and how many ran at all. */
const seen = { deadlines: [] as Array<number | undefined>, runs: 0 };
let downstream: playlist.PlaylistServiceClient;

const implementation = notYetImplemented<playlist.PlaylistServiceServer>(playlist.PlaylistServiceService, {
  // A leaf: records the deadline it runs under.
  getPlaylist: unaryHandler(testLogger, async () => {
    seen.runs += 1;
    seen.deadlines.push(currentDeadline());
    return playlist.Playlist.fromPartial({ id: 'p1' });
  }),
  // A hop: calls the leaf on behalf of its own caller.
  getPlaylistsByIds: unaryHandler(testLogger, async () => {
    seen.deadlines.push(currentDeadline());
    await unary(downstream, downstream.getPlaylist, { playlistId: 'p1' });
    return { playlists: [] };
  }),
  // A write: waits (as a slow step before a commit would), then asks whether its caller still waits.
  deletePlaylist: unaryHandler(testLogger, async (req: playlist.DeletePlaylistRequest) => {
    await sleep(Number(req.playlistId));
    assertCallerWaiting();
    seen.runs += 1;
    return {};
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
  downstream = client;
});

afterAll(async () => {
  client.close();
  await server.stop(100);
});

beforeEach(() => {
  seen.deadlines = [];
  seen.runs = 0;
});

/** A raw call with a deadline instant in its metadata, as a caller elsewhere would send it. */
function callWithSentDeadline(sentDeadline: number): Promise<grpc.ServiceError | null> {
  const metadata = new grpc.Metadata();
  metadata.set(DEADLINE_METADATA_KEY, String(sentDeadline));
  return new Promise((resolve) => {
    client.getPlaylist({ playlistId: 'p1' }, metadata, { deadline: Date.now() + 5000 }, (err) =>
      resolve(err),
    );
  });
}

describe('the caller’s deadline', () => {
  it('is carried by every hop as the same instant', async () => {
    const deadline = Date.now() + 20_000;
    await runWithDeadline(deadline, () => unary(client, client.getPlaylistsByIds, { playlistIds: [] }));
    expect(seen.deadlines).toEqual([deadline, deadline]);
  });

  it('is a fresh default budget for a call made outside any request', async () => {
    const before = Date.now();
    await unary(client, client.getPlaylist, { playlistId: 'p1' });
    const [deadline] = seen.deadlines as number[];
    expect(deadline).toBeGreaterThanOrEqual(before + DEFAULT_CALL_BUDGET_MS);
    expect(deadline).toBeLessThanOrEqual(Date.now() + DEFAULT_CALL_BUDGET_MS);
  });

  it('can be shortened by a call, never lengthened', async () => {
    const deadline = Date.now() + 20_000;
    await runWithDeadline(deadline, () =>
      unary(client, client.getPlaylist, { playlistId: 'p1' }, { deadlineMs: 60_000 }),
    );
    expect(seen.deadlines).toEqual([deadline]);
  });
});

describe('a call read after its caller gave up', () => {
  it('is refused with DEADLINE_EXCEEDED and its handler never runs', async () => {
    const err = await callWithSentDeadline(Date.now() - 1);
    expect(err?.code).toBe(grpc.status.DEADLINE_EXCEEDED);
    expect(err?.details).toBe(CALLER_GONE_MESSAGE);
    expect(seen.runs).toBe(0);
  });

  it(`is refused within ${COMMIT_MARGIN_MS} ms of the deadline, too late to start a write`, async () => {
    const err = await callWithSentDeadline(Date.now() + COMMIT_MARGIN_MS / 2);
    expect(err?.code).toBe(grpc.status.DEADLINE_EXCEEDED);
    expect(seen.runs).toBe(0);
  });

  it('runs when its caller still waits', async () => {
    expect(await callWithSentDeadline(Date.now() + 20_000)).toBeNull();
    expect(seen.runs).toBe(1);
  });
});

describe('assertCallerWaiting before a write', () => {
  it('lets the write happen while the caller waits', async () => {
    await runWithDeadline(Date.now() + 20_000, () =>
      unary(client, client.deletePlaylist, { playlistId: '10', userId: 1 }),
    );
    expect(seen.runs).toBe(1);
  });

  it('stops a write whose caller stopped waiting meanwhile: nothing after the check runs', async () => {
    const call = runWithDeadline(Date.now() + 600, () =>
      unary(client, client.deletePlaylist, { playlistId: '500', userId: 1 }),
    );
    await expect(call).rejects.toMatchObject({ code: grpc.status.DEADLINE_EXCEEDED });
    await sleep(300); // the handler reaches its check after the caller gave up
    expect(seen.runs).toBe(0);
  });

  it('never refuses outside a call (event consumers, background work)', () => {
    expect(() => assertCallerWaiting()).not.toThrow();
  });

  it('refuses within the margin and once the call is cancelled, as a transport-neutral error', () => {
    const deadline = Date.now() + 10_000;
    runWithDeadline(deadline, (cancel) => {
      expect(() => assertCallerWaiting(deadline - COMMIT_MARGIN_MS - 1)).not.toThrow();
      expect(() => assertCallerWaiting(deadline - COMMIT_MARGIN_MS)).toThrow(DomainError);
      cancel();
      let thrown: unknown;
      try {
        assertCallerWaiting(Date.now());
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(DomainError);
      expect(thrown).toMatchObject({ kind: 'deadline', message: CALLER_GONE_MESSAGE });
    });
  });
});

import * as grpc from '@grpc/grpc-js';
import { vote } from '@sonic-nexus/proto';
import {
  checkHealth,
  ConfigError,
  connectMongo,
  createClient,
  createLogger,
  unary,
} from '@sonic-nexus/service-kit';
import { testEnv, uniqueDbName } from '@sonic-nexus/test-kit';
import { start, stop } from '../src';

const mongoUrl = testEnv('TEST_MONGO_URL');
const dbName = uniqueDbName('test_vote', 'process');
const env = {
  MONGO_URL: mongoUrl,
  NATS_URL: testEnv('TEST_NATS_URL'),
  MONGO_DB: dbName,
  VOTE_GRPC_PORT: '0',
  ADMIN_PORT: '0',
  LOG_LEVEL: 'silent',
};

describe('vote service process', () => {
  it('refuses to start with a bad port, naming the variable', async () => {
    await expect(start({ ...env, VOTE_GRPC_PORT: 'fifty' })).rejects.toThrow(ConfigError);
    await expect(start({ ...env, VOTE_GRPC_PORT: 'fifty' })).rejects.toThrow(/VOTE_GRPC_PORT/);
  });

  it('boots with health, readiness, its read model loaded from the store, answers, and stops', async () => {
    // Written before the start: the service answers it from the model its start scan built.
    const conn = await connectMongo(mongoUrl, dbName, createLogger('vote-test', 'silent'));
    await conn.collection('playlist_votes').insertOne({
      _id: 'p1' as never,
      votes: `1:f:${Date.now()}`, // user 1, fire (repository/packed-votes.ts)
      fireVotes: 1,
      thumbsUpVotes: 0,
      trashVotes: 0,
      version: 1,
      updatedAt: new Date(),
    });
    const ports = await start(env);
    const address = `127.0.0.1:${ports.grpcPort}`;
    expect(await checkHealth(address)).toBe(true);
    const ready = await fetch(`http://127.0.0.1:${ports.adminPort}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { mongo: true, nats: true } });

    const client = createClient(vote.VoteServiceClient, address);
    const answer = await unary(client, client.getUserVote, { playlistId: 'p1', userId: 1 });
    expect(answer).toEqual({ userVote: vote.VoteType.VOTE_TYPE_FIRE });
    const tallies = await unary(client, client.getTallies, { playlistIds: ['p1'] });
    expect(tallies.tallies).toEqual([
      { playlistId: 'p1', fireVotes: 1, thumbsUpVotes: 0, trashVotes: 0, version: 1 },
    ]);
    await conn.dropDatabase();
    await conn.close();

    await stop();
    const after = await unary(client, client.getTallies, { playlistIds: [] }, { deadlineMs: 1000 }).catch(
      (e: grpc.ServiceError) => e,
    );
    expect(after).toMatchObject({ code: grpc.status.UNAVAILABLE });
    client.close();
    await expect(fetch(`http://127.0.0.1:${ports.adminPort}/healthz`)).rejects.toThrow();
  });
});

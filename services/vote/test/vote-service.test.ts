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
import { initVoteModel } from '../src/repository/vote-model';

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

  it('boots with health, readiness, one vote per user and playlist, answers, and stops', async () => {
    const ports = await start(env);
    const address = `127.0.0.1:${ports.grpcPort}`;
    expect(await checkHealth(address)).toBe(true);
    const ready = await fetch(`http://127.0.0.1:${ports.adminPort}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { mongo: true, nats: true } });

    const conn = await connectMongo(mongoUrl, dbName, createLogger('vote-test', 'silent'));
    const Vote = await initVoteModel(conn);
    const now = new Date();
    const row = { playlistId: 'p1', userId: 1, voteType: 'fire' as const, createdAt: now, votedAt: now };
    await Vote.create({ _id: 'v1', ...row });
    await expect(Vote.create({ _id: 'v2', ...row, voteType: 'trash' })).rejects.toMatchObject({
      code: 11000,
    });

    const client = createClient(vote.VoteServiceClient, address);
    const answer = await unary(client, client.getUserVote, { playlistId: 'p1', userId: 1 });
    expect(answer).toEqual({ userVote: vote.VoteType.VOTE_TYPE_FIRE });
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

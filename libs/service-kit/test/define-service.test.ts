// defineService against the real stores: a small service made of one gRPC handler, one consumer
// and one outbox collection, booted and stopped the way the four domain services are.
import * as grpc from '@grpc/grpc-js';
import { jetstreamManager } from '@nats-io/jetstream';
import { events, playlist } from '@sonic-nexus/proto';
import { z } from 'zod';
import { ConfigError, serviceEnv, portSchema } from '../src/config';
import { defineService } from '../src/define-service';
import { DomainError } from '../src/domain-error';
import { domainEvent } from '../src/domain-event';
import { EVENT_CATALOGUE, subjectsOf, type PayloadOf } from '../src/event-catalogue';
import { durableName, onEvent } from '../src/event-consumers';
import { newEnvelope } from '../src/event-envelope';
import { checkHealth, createClient, unary } from '../src/grpc-client';
import { unaryHandler } from '../src/grpc-errors';
import { connectNats, publishEvent, type NatsConnection } from '../src/nats';
import { notYetImplemented } from '../src/not-yet-implemented';
import { requireEnv, testLogger, uniqueName, waitFor } from './test-logger';

const configSchema = z.object({
  ...serviceEnv,
  ADMIN_PORT: portSchema.default(0),
  PLAYLIST_GRPC_PORT: portSchema.default(0),
  MONGO_DB: z.string().min(1),
});

const deleted: Array<PayloadOf<'user.deleted'>> = [];

const sample = defineService({
  name: 'playlist',
  configSchema,
  grpcPort: (config) => config.PLAYLIST_GRPC_PORT,
  async build({ conn, logger }, options: { label: string }) {
    const things = conn.collection('things');
    return {
      grpc: [
        {
          definition: playlist.PlaylistServiceService,
          implementation: notYetImplemented<playlist.PlaylistServiceServer>(playlist.PlaylistServiceService, {
            getPlaylist: unaryHandler(logger, async (req: playlist.PlaylistIdRequest) => {
              await things.insertOne({
                _id: req.playlistId as never,
                pendingEvents: [
                  domainEvent('playlist.deleted', req.playlistId, 2, {
                    playlistId: req.playlistId,
                    submittedBy: 7,
                  }),
                ],
              });
              throw new DomainError('not-found', `${req.playlistId} is gone`);
            }),
          }),
        },
      ],
      consumers: [
        onEvent('user.deleted', async (payload) => {
          deleted.push(payload);
        }),
      ],
      outboxCollections: ['things'],
      hooks: { label: options.label },
    };
  },
});

describe('defineService', () => {
  const database = uniqueName('kit_define');
  let nc: NatsConnection;
  let grpcPort: number;

  beforeAll(async () => {
    nc = await connectNats(requireEnv('TEST_NATS_URL'), 'define-service-test', testLogger);
    ({ grpcPort } = await sample.start(
      {
        MONGO_URL: requireEnv('TEST_MONGO_URL'),
        NATS_URL: requireEnv('TEST_NATS_URL'),
        MONGO_DB: database,
        LOG_LEVEL: 'silent',
        OUTBOX_INTERVAL_MS: '3600000',
      },
      { label: 'first' },
    ));
  });
  afterAll(async () => {
    await sample.stop();
    await nc.close();
  });

  it('serves gRPC with health, maps domain errors, and exposes its hooks while running', async () => {
    expect(sample.name).toBe('playlist-service');
    expect(await checkHealth(`127.0.0.1:${grpcPort}`)).toBe(true);
    expect(sample.hooks()).toEqual({ label: 'first' });
    await expect(sample.start({ MONGO_DB: database })).rejects.toThrow('playlist-service already started');

    const client = createClient(playlist.PlaylistServiceClient, `127.0.0.1:${grpcPort}`);
    const err = await unary(client, client.getPlaylist, { playlistId: 'p-1' }).catch((e: unknown) => e);
    client.close();
    expect(err).toMatchObject({ code: grpc.status.NOT_FOUND, details: 'p-1 is gone' });

    // The write stored its catalogued event; flushing publishes it on the catalogue's stream.
    expect(await sample.flushOutbox()).toBe(1);
    const jsm = await jetstreamManager(nc);
    const stored = await jsm.streams.getMessage(EVENT_CATALOGUE['playlist.deleted'].stream, {
      last_by_subj: 'playlist.deleted',
    });
    expect(stored).not.toBeNull();
    const envelope = events.EventEnvelope.decode(stored!.data);
    expect(envelope).toMatchObject({
      type: 'playlist.deleted',
      aggregateId: 'p-1',
      version: 2,
      payload: { $case: 'playlistDeleted', value: { playlistId: 'p-1', submittedBy: 7 } },
    });
  });

  it('delivers a consumed subject, typed, to its consumer through a durable named for the database', async () => {
    const env = newEnvelope('user.deleted', '42', 3, { $case: 'userDeleted', value: { userId: 42 } });
    await publishEvent(nc, 'user.deleted', env);
    await waitFor(() => deleted.some((p) => p.userId === 42));
    const jsm = await jetstreamManager(nc);
    const info = await jsm.consumers.info('USER', durableName('playlist', database, 'user.deleted'));
    expect(info.config.filter_subjects).toEqual(['user.deleted']);
  });

  it('names durables per database, except on a work queue where one consumer serves a subject', () => {
    expect(durableName('vote', 'sonic_vote', 'playlist.deleted')).toBe('vote_sonic_vote_playlist_deleted');
    expect(durableName('notification', 'db_a', 'user.verification_requested')).toBe(
      durableName('notification', 'db_b', 'user.verification_requested'),
    );
  });

  it('builds every stream from the catalogue', () => {
    expect(subjectsOf('MAIL_REQUESTS')).toEqual([
      'user.verification_requested',
      'user.password_reset_requested',
    ]);
    expect(subjectsOf('VOTE')).toEqual(['vote.changed']);
  });

  it('refuses a bad configuration by naming the variable, and runs nothing', async () => {
    const other = defineService({
      name: 'vote',
      configSchema,
      grpcPort: (config) => config.PLAYLIST_GRPC_PORT,
      build: async () => ({ grpc: [] }),
    });
    const failure = await other
      .start({ MONGO_DB: database, OUTBOX_INTERVAL_MS: '-5' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as ConfigError).message).toContain('OUTBOX_INTERVAL_MS');
    expect(() => other.hooks()).toThrow('vote-service is not running');
  });
});

// The vote service in-process on the test kit's harness, talked to as its callers do: over real
// gRPC, and through JetStream for the events it consumes and publishes.
import { randomUUID } from 'node:crypto';
import { events, vote } from '@sonic-nexus/proto';
import {
  durableName,
  EVENT_CATALOGUE,
  newEnvelope,
  publishEvent,
  unary,
  type PayloadOf,
} from '@sonic-nexus/service-kit';
import { DeliverPolicy, jetstream, jetstreamManager } from '@nats-io/jetstream';
import { freePort, startServiceHarness, testEnv, waitFor, type ServiceHarness } from '@sonic-nexus/test-kit';
import { voteService } from '../../src';
import { unpackVotes } from '../../src/repository/packed-votes';

/** User ids far above what other test files' user services hand out (their user.deleted events share NATS). */
let nextUser = 1_000_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
export const newUserId = (): number => (nextUser += 1);
export const newPlaylistId = (): string => randomUUID();

export interface StoredPlaylistVotes {
  playlistId?: string;
  version: number;
  logSeq?: number;
  votes: string; // packed

  fireVotes: number;
  thumbsUpVotes: number;
  trashVotes: number;
  deletedAt?: Date;
}

/** The subjects the vote service consumes (playlist.created on every replica, the others durably). */
type Consumed = 'playlist.created' | 'playlist.deleted' | 'user.deleted';
type VoteHooks = ReturnType<typeof voteService.hooks>;

export interface VoteHarness extends ServiceHarness<vote.VoteServiceClient, VoteHooks> {
  /** every vote.changed JetStream stored since start, decoded */
  changes: events.EventEnvelope[];
  changesOf(playlistId: string): events.VoteChanged[];
  /** the playlist's vote.changed of the highest version seen (events of one playlist may arrive out of order) */
  latestChangeOf(playlistId: string): events.VoteChanged | undefined;
  /** a cast as the gateway makes it once it checked the playlist exists (`confirmed`) */
  cast(
    playlistId: string,
    userId: number,
    voteType: vote.VoteType,
    verified?: boolean,
    confirmed?: boolean,
  ): Promise<vote.CastVoteResponse>;
  /** stores the snapshots of everything the service applied so far (and announces their tallies) */
  snapshot(): Promise<void>;
  /** the stored snapshot documents of a playlist (a scan: tests only) */
  storedDocs(playlistId: string): Promise<Array<StoredPlaylistVotes & { _id: string }>>;
  /** the votes of the playlist's newest stored snapshot, counted (snapshots first) */
  storedCounts(playlistId: string): Promise<{ fireVotes: number; thumbsUpVotes: number; trashVotes: number }>;
  /** the playlist's newest stored snapshot, as the driver reads it, snapshots first (null: none) */
  storedDoc(playlistId: string): Promise<StoredPlaylistVotes | null>;
  /** the votes of the playlist's newest stored snapshot: user id → vote type (snapshots first) */
  storedVotes(playlistId: string): Promise<Map<number, string>>;
  /**
   * Stops the service and starts it again on the same database and port (a load from the store
   * and a replay of the vote log); `meanwhile` runs while it is stopped.
   */
  restart(meanwhile?: () => Promise<void>): Promise<void>;
  publish<S extends Consumed>(subject: S, value: PayloadOf<S>, aggregateId: string): Promise<void>;
  /** resolves once the service's consumer of `subject` has handled everything published so far */
  drained(subject: Exclude<Consumed, 'playlist.created'>): Promise<void>;
}

async function startVoteHarness(label: string, extraEnv?: NodeJS.ProcessEnv): Promise<VoteHarness> {
  // A fixed port, so that a restart answers where the client already points.
  const env = { VOTE_GRPC_PORT: String(await freePort()), ...extraEnv };
  const h = await startServiceHarness(voteService, { label, client: vote.VoteServiceClient, env });
  const snapshot = () => voteService.hooks().snapshot();
  const storedDocs = (playlistId: string) =>
    h.conn
      .collection<StoredPlaylistVotes & { _id: string }>('playlist_votes')
      .find({ $or: [{ playlistId }, { _id: playlistId }] })
      .toArray();
  const storedDoc = async (playlistId: string) => {
    await snapshot();
    const docs = await storedDocs(playlistId);
    return docs.reduce<StoredPlaylistVotes | null>((a, d) => (d.version > (a?.version ?? -1) ? d : a), null);
  };
  const storedVotes = async (playlistId: string) =>
    new Map(
      [...unpackVotes((await storedDoc(playlistId))?.votes ?? '')].map(([u, v]) => [u, v.type as string]),
    );
  const changes: events.EventEnvelope[] = [];
  // What the stream keeps, as consumers get it (a core subscription would also see the repeats
  // JetStream drops as duplicates).
  const js = jetstream(h.nc);
  const jsm = await jetstreamManager(h.nc);
  const fromSeq = (await jsm.streams.info('VOTE')).state.last_seq + 1;
  const stored = await (
    await js.consumers.get('VOTE', {
      filter_subjects: ['vote.changed'],
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: fromSeq,
    })
  ).consume();
  void (async () => {
    for await (const msg of stored) changes.push(events.EventEnvelope.decode(msg.data));
  })();

  return {
    ...h,
    changes,
    changesOf: (playlistId) =>
      changes.flatMap((e) =>
        e.payload?.$case === 'voteChanged' && e.payload.value.playlistId === playlistId
          ? [e.payload.value]
          : [],
      ),
    latestChangeOf(playlistId) {
      const latest = changes
        .filter((e) => e.aggregateId === playlistId)
        .reduce<events.EventEnvelope | undefined>(
          (a, e) => (e.version > (a?.version ?? 0) ? e : a),
          undefined,
        );
      return latest?.payload?.$case === 'voteChanged' ? latest.payload.value : undefined;
    },
    cast: (playlistId, userId, voteType, verified = true, confirmed = true) =>
      unary(
        h.client,
        h.client.castVote,
        { playlistId, userId, voteType, voterEmailVerified: verified, playlistConfirmed: confirmed },
        { deadlineMs: 20_000 },
      ),
    async storedCounts(playlistId) {
      const types = [...(await storedVotes(playlistId)).values()];
      const count = (type: string) => types.filter((t) => t === type).length;
      return { fireVotes: count('fire'), thumbsUpVotes: count('thumbs_up'), trashVotes: count('trash') };
    },
    snapshot,
    storedDocs,
    storedDoc,
    storedVotes,
    async restart(meanwhile) {
      await voteService.stop();
      await meanwhile?.();
      await voteService.start({
        MONGO_URL: testEnv('TEST_MONGO_URL'),
        NATS_URL: testEnv('TEST_NATS_URL'),
        MONGO_DB: h.dbName,
        ADMIN_PORT: '0',
        LOG_LEVEL: 'silent',
        OUTBOX_INTERVAL_MS: '3600000',
        ...env,
      });
      // The client's channel saw the port close: wait until it connects again.
      await waitFor(
        () =>
          unary(h.client, h.client.getTallies, { playlistIds: [] }).then(
            () => true,
            () => false,
          ),
        { what: 'the restarted vote service answering' },
      );
    },
    async publish(subject, value, aggregateId) {
      const payload = { $case: EVENT_CATALOGUE[subject].payload, value } as events.EventEnvelope['payload'];
      await publishEvent(h.nc, subject, newEnvelope(subject, aggregateId, 1, payload));
    },
    async drained(subject) {
      const jsm = await jetstreamManager(h.nc);
      const { stream } = EVENT_CATALOGUE[subject];
      const durable = durableName('vote', h.dbName, subject);
      await waitFor(
        async () => {
          const info = await jsm.consumers.info(stream, durable);
          return info.num_pending === 0 && info.num_ack_pending === 0;
        },
        { what: `the ${subject} consumer drained` },
      );
    },
  };
}

/**
 * One harness for the test file: started before its tests, closed after them. `env` adds
 * settings; snapshots are stored every second, as deployed, and whenever a test asks.
 */
export function useVoteHarness(label: string, env?: NodeJS.ProcessEnv): VoteHarness {
  const h = {} as VoteHarness;
  let started: VoteHarness | undefined;
  beforeAll(async () => {
    started = await startVoteHarness(label, env);
    Object.assign(h, started);
  }, 30_000);
  afterAll(() => started?.close());
  return h;
}

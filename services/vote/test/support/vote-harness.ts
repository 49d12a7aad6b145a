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
import { startServiceHarness, waitFor, type ServiceHarness } from '@sonic-nexus/test-kit';
import { voteService } from '../../src';

/** User ids far above what other test files' user services hand out (their user.deleted events share NATS). */
let nextUser = 1_000_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
export const newUserId = (): number => (nextUser += 1);
export const newPlaylistId = (): string => randomUUID();

/** The subjects the vote service consumes. */
type Consumed = 'playlist.deleted' | 'user.deleted';
type VoteHooks = ReturnType<typeof voteService.hooks>;

export interface VoteHarness extends ServiceHarness<vote.VoteServiceClient, VoteHooks> {
  /** every vote.changed seen on NATS since start, decoded */
  changes: events.EventEnvelope[];
  changesOf(playlistId: string): events.VoteChanged[];
  cast(
    playlistId: string,
    userId: number,
    voteType: vote.VoteType,
    verified?: boolean,
  ): Promise<vote.CastVoteResponse>;
  /** the votes stored for a playlist, counted straight from the collection */
  storedCounts(playlistId: string): Promise<{ fireVotes: number; thumbsUpVotes: number; trashVotes: number }>;
  publish<S extends Consumed>(subject: S, value: PayloadOf<S>, aggregateId: string): Promise<void>;
  /** resolves once the service's consumer of `subject` has handled everything published so far */
  drained(subject: Consumed): Promise<void>;
}

async function startVoteHarness(label: string, env?: NodeJS.ProcessEnv): Promise<VoteHarness> {
  const h = await startServiceHarness(voteService, { label, client: vote.VoteServiceClient, env });
  const changes: events.EventEnvelope[] = [];
  h.nc.subscribe('vote.changed', {
    callback: (_err, msg) => changes.push(events.EventEnvelope.decode(msg.data)),
  });
  await h.nc.flush();

  return {
    ...h,
    changes,
    changesOf: (playlistId) =>
      changes.flatMap((e) =>
        e.payload?.$case === 'voteChanged' && e.payload.value.playlistId === playlistId
          ? [e.payload.value]
          : [],
      ),
    cast: (playlistId, userId, voteType, verified = true) =>
      unary(
        h.client,
        h.client.castVote,
        { playlistId, userId, voteType, voterEmailVerified: verified },
        { deadlineMs: 20_000 },
      ),
    async storedCounts(playlistId) {
      const votes = h.conn.collection('votes');
      const [fireVotes, thumbsUpVotes, trashVotes] = await Promise.all(
        ['fire', 'thumbs_up', 'trash'].map((voteType) => votes.countDocuments({ playlistId, voteType })),
      );
      return { fireVotes, thumbsUpVotes, trashVotes };
    },
    async publish(subject, value, aggregateId) {
      const payload = { $case: EVENT_CATALOGUE[subject].payload, value } as events.EventEnvelope['payload'];
      await publishEvent(h.nc, subject, newEnvelope(subject, aggregateId, 1, payload));
    },
    async drained(subject) {
      const jsm = await h.nc.jetstreamManager();
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
 * settings; by default the outbox is relayed only when a test calls flush().
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

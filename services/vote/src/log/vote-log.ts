// The vote log: one JetStream stream per vote deployment (named after its database, so test
// databases sharing a NATS server never mix), kept on disk. Appends are acknowledged once stored;
// every replica follows the stream in order from where its snapshots end (repository/).
import { serverMessages } from '@sonic-nexus/contract';
import { DomainError, natsUp } from '@sonic-nexus/service-kit';
import { DeliverPolicy, jetstream, jetstreamManager, StorageType } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { decodeEntry, encodeEntry, type LoggedOp } from './log-codec';

export interface VoteLog {
  readonly stream: string;
  /** Which log this is (its creation time): sequences of a log that was deleted and made again mean nothing. */
  readonly id: string;
  /**
   * Appends one entry; resolves with its sequence once stored (a retry with `entryId` is dropped).
   * While NATS is away it refuses at once ('unavailable': nothing was sent); an entry sent whose
   * acknowledgement never came fails as unknown (it may still be stored).
   */
  append(ops: readonly LoggedOp[], entryId: string): Promise<number>;
  /** The sequence of the last entry (0: none yet). */
  lastSeq(): Promise<number>;
  /** Hands every entry from `fromSeq` on to `apply`, in order, until stopped. */
  follow(
    fromSeq: number,
    apply: (seq: number, ops: LoggedOp[]) => void,
    broken: (err: Error) => void,
  ): Promise<{ stop(): Promise<void> }>;
  /** Drops the entries before `seq` (every replica's snapshots hold them). */
  purgeBefore(seq: number): Promise<void>;
}

/** A retried append within this window is recognised by its id and stored once. */
const DUPLICATE_WINDOW_NS = 120 * 1e9;
const APPEND_ATTEMPTS = 3;
/** Three attempts stay within the gateway's 10 s deadline for a cast. */
const APPEND_TIMEOUT_MS = 2500;

const logName = (database: string) => database.replace(/[^A-Za-z0-9_-]/g, '_');

/** `replicas`: the servers of a NATS cluster that keep the log (NATS_STREAM_REPLICAS). */
export async function openVoteLog(nc: NatsConnection, database: string, replicas = 1): Promise<VoteLog> {
  const stream = `VOTE_LOG_${logName(database)}`;
  const subject = `votelog.${logName(database)}`;
  const jsm = await jetstreamManager(nc);
  const found = await jsm.streams.info(stream).catch(() => null);
  const info =
    found === null
      ? await jsm.streams.add({
          name: stream,
          subjects: [subject],
          storage: StorageType.File,
          duplicate_window: DUPLICATE_WINDOW_NS,
          num_replicas: replicas,
        })
      : found.config.num_replicas === replicas
        ? found
        : await jsm.streams.update(stream, { ...found.config, num_replicas: replicas });
  const js = jetstream(nc);

  return {
    stream,
    id: info.created,
    async append(ops, entryId) {
      // nats.js would buffer it until a reconnect: the caller would hear of a failure, yet the
      // vote could land later.
      if (!natsUp(nc)) throw new DomainError('unavailable', serverMessages.serviceUnavailable);
      const data = encodeEntry(ops);
      for (let attempt = 1; ; attempt += 1) {
        try {
          const ack = await js.publish(subject, data, {
            msgID: entryId,
            expect: { streamName: stream },
            timeout: APPEND_TIMEOUT_MS,
          });
          return ack.seq;
        } catch (err) {
          if (attempt >= APPEND_ATTEMPTS) throw err;
        }
      }
    },
    async lastSeq() {
      return (await jsm.streams.info(stream)).state.last_seq;
    },
    async follow(fromSeq, apply, broken) {
      const consumer = await js.consumers.get(stream, {
        deliver_policy: DeliverPolicy.StartSequence,
        opt_start_seq: Math.max(1, fromSeq),
      });
      const messages = await consumer.consume();
      let expected = Math.max(1, fromSeq);
      const loop = (async () => {
        for await (const msg of messages) {
          // A hole means entries were purged before this replica applied them: its state is wrong.
          if (msg.seq !== expected) {
            broken(new Error(`vote log entry ${expected} is gone (next is ${msg.seq})`));
            return;
          }
          expected += 1;
          apply(msg.seq, decodeEntry(msg.data));
        }
      })();
      loop.catch((err: unknown) => broken(err instanceof Error ? err : new Error(String(err))));
      return {
        async stop() {
          await messages.close();
          await loop.catch(() => undefined);
          // The server would keep it for minutes after this replica stopped.
          await consumer.delete().catch(() => undefined);
        },
      };
    },
    async purgeBefore(seq) {
      await jsm.streams.purge(stream, { seq });
    },
  };
}

// The playlist service in-process with its oEmbed endpoints pointed at a FAKE server, events
// relayed at once (as in production), its enrichment log captured, and what the enrichment tests
// wait on: the stored document, the playlist.created durable having handled everything.
import { jetstreamManager } from '@nats-io/jetstream';
import { playlist } from '@sonic-nexus/proto';
import { durableName, type EventSubject } from '@sonic-nexus/service-kit';
import { startServiceHarness, waitFor } from '@sonic-nexus/test-kit';
import pino from 'pino';
import type { PlaylistDoc } from '../../src/repository/playlist-model';
import { playlistService } from '../../src/server';
import type { FakeOembed } from './fake-oembed';
import { readStream } from './playlist-harness';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A pino logger that keeps every line it writes, for tests to read. */
function capturedLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

export async function startEnrichmentHarness(label: string, fake: FakeOembed, env: NodeJS.ProcessEnv = {}) {
  const log = capturedLogger();
  const h = await startServiceHarness(playlistService, {
    label,
    client: playlist.PlaylistServiceClient,
    env: {
      OUTBOX_INTERVAL_MS: '10',
      OEMBED_SPOTIFY_URL: fake.endpoint('spotify'),
      OEMBED_YOUTUBE_URL: fake.endpoint('youtube'),
      OEMBED_SOUNDCLOUD_URL: fake.endpoint('soundcloud'),
      OEMBED_TIMEOUT_MS: '1000',
      ...env,
    },
    options: { enrichmentLogger: log.logger },
  });
  const playlists = () => h.conn.collection<PlaylistDoc>('playlists');
  const created: EventSubject = 'playlist.created';

  return {
    ...h,
    logLines: log.lines,
    /** The stored document as the store holds it (outbox and all). */
    stored: (id: string) => playlists().findOne({ _id: id }),
    /** Waits until the playlist's playlist.created is out and the enrichment durable handled it and all before. */
    async handled(playlistId: string): Promise<void> {
      const jsm = await jetstreamManager(h.nc);
      await waitFor(
        async () =>
          (await readStream(h.nc, 'PLAYLIST', 0)).some(
            (e) => e.subject === created && e.envelope.aggregateId === playlistId,
          ),
        { what: `playlist.created of ${playlistId} published` },
      );
      const durable = durableName('playlist', h.dbName, created);
      await waitFor(
        async () => {
          const info = await jsm.consumers.info('PLAYLIST', durable);
          return info.num_pending === 0 && info.num_ack_pending === 0;
        },
        { what: 'the enrichment durable caught up' },
      );
    },
  };
}

export type EnrichmentHarness = Awaited<ReturnType<typeof startEnrichmentHarness>>;

// The playlist service in-process over the test kit's harness, and what the playlist tests share:
// a valid CreatePlaylist request, user ids no other file uses, and a reader of published events.
import { jetstreamManager } from '@nats-io/jetstream';
import { events, playlist } from '@sonic-nexus/proto';
import { unary, type NatsConnection, type StreamName } from '@sonic-nexus/service-kit';
import { startServiceHarness } from '@sonic-nexus/test-kit';
import { playlistService } from '../../src/server';

/** `env` overrides settings, e.g. the database of a second replica to share. */
export const startHarness = (label: string, env?: NodeJS.ProcessEnv) =>
  startServiceHarness(playlistService, { label, client: playlist.PlaylistServiceClient, env });

export type Harness = Awaited<ReturnType<typeof startHarness>>;

/** A user id no other test file uses: the USER stream is shared by the whole jest run. */
export function uniqueUserId(): number {
  return 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);
}

/** A CreatePlaylist request that passes every rule (a Spotify link); `patch` sets what a test needs. */
function aPlaylist(patch: Partial<playlist.CreatePlaylistRequest> = {}): playlist.CreatePlaylistRequest {
  const submittedBy = patch.submittedBy ?? uniqueUserId();
  return playlist.CreatePlaylistRequest.fromPartial({
    submittedBy,
    username: `user_${submittedBy}`,
    title: 'Nebula Nights',
    platform: 'spotify',
    playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    ...patch,
  });
}

/** Creates aPlaylist(patch) over gRPC, as the gateway does, through any replica's client. */
export const createPlaylist = (
  h: Pick<Harness, 'client'>,
  patch: Partial<playlist.CreatePlaylistRequest> = {},
) => unary(h.client, h.client.createPlaylist, aPlaylist(patch));

export interface PublishedEvent {
  subject: string;
  msgId: string | undefined;
  envelope: events.EventEnvelope;
}

export async function lastSeq(nc: NatsConnection, stream: StreamName): Promise<number> {
  return (await (await jetstreamManager(nc)).streams.info(stream)).state.last_seq;
}

/** Every message of the stream after `afterSeq`, decoded (other test files publish too: filter). */
export async function readStream(
  nc: NatsConnection,
  stream: StreamName,
  afterSeq: number,
): Promise<PublishedEvent[]> {
  const jsm = await jetstreamManager(nc);
  const last = await lastSeq(nc, stream);
  const found: PublishedEvent[] = [];
  for (let seq = afterSeq + 1; seq <= last; seq += 1) {
    const msg = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (!msg) continue;
    found.push({
      subject: msg.subject,
      msgId: msg.header?.get('Nats-Msg-Id'),
      envelope: events.EventEnvelope.decode(msg.data),
    });
  }
  return found;
}

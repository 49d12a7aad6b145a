// The gateway (in this process) over the four real services (child processes) for the vote tests.
// Each test file has a NATS server of its own (test/isolated-nats-environment.js), so other files'
// user.deleted / playlist.deleted events for the same small user ids never reach this stack.
import { playlist as playlistProto, vote as voteProto } from '@sonic-nexus/proto';
import { createClient, unary } from '@sonic-nexus/service-kit';
import request from 'supertest';
import { start, stop } from '../src/server';
import { freePort, spawnService, testEnv, type SpawnedService } from './spawn-service';
import { registerVerifiedUser } from './support/accounts';

export interface Voter {
  id: number;
  cookie: string;
}

export interface VotesStack {
  baseUrl: string;
  api: ReturnType<typeof request>;
  playlists: playlistProto.PlaylistServiceClient;
  votes: voteProto.VoteServiceClient;
  /** a verified, signed-in user, registered and verified over HTTP + Mailpit */
  verifiedUser(): Promise<Voter>;
  /** a playlist submitted straight to the playlist service (the submission route has its own tests) */
  createPlaylist(owner: number, title?: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startVotesStack(label: string): Promise<VotesStack> {
  const runId = `${label}_${Date.now().toString(36)}_${process.pid}`;
  let services: SpawnedService[] = [];
  try {
    const spawned = await Promise.allSettled(
      (['user', 'playlist', 'vote', 'notification'] as const).map((name) => spawnService(name, runId)),
    );
    services = spawned.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = spawned.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const [userSvc, playlistSvc, voteSvc, notificationSvc] = services;
    const { port } = await start({
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      GATEWAY_PORT: '0',
      ADMIN_PORT: String(await freePort()),
      USER_SERVICE_ADDR: userSvc.address,
      PLAYLIST_SERVICE_ADDR: playlistSvc.address,
      VOTE_SERVICE_ADDR: voteSvc.address,
      NOTIFICATION_SERVICE_ADDR: notificationSvc.address,
      MONGO_URL: testEnv('TEST_MONGO_URL'),
      MONGO_DB: `test_gateway_${runId}`,
      NATS_URL: testEnv('TEST_NATS_URL'),
      SMTP_HOST: testEnv('TEST_SMTP_HOST'),
      SMTP_PORT: testEnv('TEST_SMTP_PORT'),
      PUBLIC_URL: 'http://localhost:8080',
      // every test user registers from this one client address
      RATE_LIMIT_REGISTER_PER_CLIENT: '1000',
    });
    const baseUrl = `http://127.0.0.1:${port}`;
    const playlists = createClient(playlistProto.PlaylistServiceClient, playlistSvc.address);
    const votes = createClient(voteProto.VoteServiceClient, voteSvc.address);
    return {
      baseUrl,
      api: request(baseUrl),
      playlists,
      votes,
      async verifiedUser() {
        const { cookie, user } = await registerVerifiedUser(baseUrl, testEnv('TEST_MAILPIT_URL'));
        return { id: user.id, cookie };
      },
      async createPlaylist(owner, title = 'Orbit Beats') {
        const created = await unary(playlists, playlists.createPlaylist, {
          submittedBy: owner,
          username: `owner${owner}`,
          title,
          description: 'For the vote tests',
          platform: 'spotify',
          playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
          tags: [],
          albumArtUrls: [],
        });
        return created.id;
      },
      async stop() {
        playlists.close();
        votes.close();
        await stop();
        await Promise.all(services.map((s) => s.stop()));
      },
    };
  } catch (err) {
    await Promise.all(services.map((s) => s.stop()));
    throw err;
  }
}

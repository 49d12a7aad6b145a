// Two replicas of the playlist and the vote service behind one gateway (DESIGN §4: every replica
// keeps its own read models fresh from JetStream). A write made through the gateway lands on one
// replica; each replica, asked directly, must answer it within 1 s.
import { playlist, vote } from '@sonic-nexus/proto';
import { createClient, unary } from '@sonic-nexus/service-kit';
import {
  aPlaylist,
  aVerifiedUser,
  startGatewayStack,
  waitFor,
  type GatewayStack,
  type TestUser,
} from '@sonic-nexus/test-kit';

const FRESH_WITHIN_MS = 1000;

let s: GatewayStack<'user' | 'playlist' | 'vote' | 'notification'>;
let ann: TestUser;
let playlistReplicas: playlist.PlaylistServiceClient[];
let voteReplicas: vote.VoteServiceClient[];

beforeAll(async () => {
  s = await startGatewayStack({
    label: 'replicas',
    services: ['user', 'playlist', 'vote', 'notification'],
    replicas: { playlist: 2, vote: 2 },
  });
  playlistReplicas = s.replicas.playlist.map((r) => createClient(playlist.PlaylistServiceClient, r.address));
  voteReplicas = s.replicas.vote.map((r) => createClient(vote.VoteServiceClient, r.address));
  ann = await aVerifiedUser(s);
}, 180_000);

afterAll(async () => {
  for (const client of [...playlistReplicas, ...voteReplicas]) client.close();
  await s?.stop();
}, 30_000);

/** Polls `read` on one replica until `ok` holds, failing past the freshness deadline. */
const freshWithin = <T>(read: () => Promise<T>, ok: (value: T) => boolean) =>
  waitFor(async () => ok(await read()), { timeoutMs: FRESH_WITHIN_MS, intervalMs: 20, what: 'fresh data' });

const feedIds = async (client: playlist.PlaylistServiceClient) =>
  (
    await unary(client, client.listPlaylists, { page: 1, limit: 20, tag: '', platform: '', q: '' })
  ).playlists.map((p) => p.id);

it('runs two replicas of each stateful service', () => {
  expect(s.replicas.playlist).toHaveLength(2);
  expect(s.replicas.vote).toHaveLength(2);
  expect(new Set(s.replicas.playlist.map((r) => r.address)).size).toBe(2);
});

it('a playlist created, voted on and deleted through the gateway is seen by both replicas within 1 s', async () => {
  const created = await s.api
    .post('/api/playlists')
    .set('Cookie', ann.cookie)
    .set('Origin', 'http://localhost:8080')
    .send(aPlaylist({ title: 'Replica Run', tags: ['replicas'] }))
    .expect(201);
  const id: string = created.body.id;

  for (const client of playlistReplicas) {
    await freshWithin(
      () => feedIds(client),
      (ids) => ids.includes(id),
    );
    const top = await unary(client, client.getPlaylist, { playlistId: id });
    expect(top.title).toBe('Replica Run');
  }

  await s.api
    .post(`/api/playlists/${id}/vote`)
    .set('Cookie', ann.cookie)
    .set('Origin', 'http://localhost:8080')
    .send({ voteType: 'fire' })
    .expect(200);
  for (const client of voteReplicas) {
    await freshWithin(
      () => unary(client, client.getUserVote, { playlistId: id, userId: ann.id }),
      (res) => res.userVote === vote.VoteType.VOTE_TYPE_FIRE,
    );
  }
  for (const client of playlistReplicas) {
    await freshWithin(
      () => unary(client, client.getPlaylist, { playlistId: id }),
      (p) => p.fireVotes === 1,
    );
  }

  await s.api
    .delete(`/api/playlists/${id}`)
    .set('Cookie', ann.cookie)
    .set('Origin', 'http://localhost:8080')
    .expect(200);
  for (const client of playlistReplicas) {
    await freshWithin(
      () => feedIds(client),
      (ids) => !ids.includes(id),
    );
  }
});

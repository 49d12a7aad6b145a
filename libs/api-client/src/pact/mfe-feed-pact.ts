// What the feed remote asks of /api: the feed page, the leaderboard, one playlist, the signed-in
// user's votes and fire history, casting a vote and submitting a playlist. The link preview asks
// a third party (oEmbed) behind the gateway and stays with the gateway's own tests.
import assert from 'node:assert/strict';
import { FIRE_VOTED_PAGE_SIZE, TOP_HOME_LIMIT } from '@sonic-nexus/contract';
import { MatchersV3 } from '@pact-foundation/pact';
import { usePlaylistSearch } from '../feed';
import { useCreatePlaylist } from '../playlist-mutations';
import { useFireVotedPlaylists, usePlaylist, useTopPlaylists } from '../playlist-queries';
import { useCastVote, useUserVote, useUserVotes } from '../vote-queries';
import { consumerPact, mountHook, onMockServer, queriedData } from './harness';
import { examples, playlistShape, voteResultShape } from './shapes';

const { boolean, eachLike, eachValueMatches, fromProviderState, integer, regex } = MatchersV3;

const id = examples.playlistId;
const playlistPath = (tail = '') =>
  fromProviderState(`/api/playlists/\${playlistId}${tail}`, `/api/playlists/${id}${tail}`);
const voteType = () => regex('^(fire|thumbs_up|trash)$', 'fire');

export async function writeMfeFeedPact(dir: string): Promise<void> {
  const pact = consumerPact('sonic-nexus-mfe-feed', dir);

  await pact
    .addInteraction()
    .given('a playlist exists')
    .uponReceiving('the feed asks for its first page')
    .withRequest('GET', '/api/playlists', (req) => req.query({ page: '1', limit: '10' }))
    .willRespondWith(200, (res) =>
      res.jsonBody({ playlists: eachLike(playlistShape), hasMore: boolean(false), currentPage: integer(1) }),
    )
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const feed = await queriedData(() => usePlaylistSearch({}));
        assert.equal(feed.pages[0]?.playlists[0]?.id, id);
      }),
    );

  await pact
    .addInteraction()
    .given('a signed-in verified user')
    .given('a playlist exists')
    .given('the user voted fire on the playlist')
    .uponReceiving('the leaderboard asks for the top playlists')
    .withRequest('GET', '/api/playlists/top', (req) => req.query({ limit: String(TOP_HOME_LIMIT) }))
    .willRespondWith(200, (res) => res.jsonBody(eachLike(playlistShape)))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const top = await queriedData(() => useTopPlaylists(TOP_HOME_LIMIT));
        assert.equal(top[0]?.fireVotes, 1);
      }),
    );

  await pact
    .addInteraction()
    .given('a playlist exists')
    .uponReceiving('the details page asks for one playlist')
    .withRequest('GET', playlistPath())
    .willRespondWith(200, (res) => res.jsonBody(playlistShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const playlist = await queriedData(() => usePlaylist(id));
        assert.equal(playlist.id, id);
      }),
    );

  await pact
    .addInteraction()
    .given('a signed-in verified user')
    .given('a playlist exists')
    .given('the user voted fire on the playlist')
    .uponReceiving("the cards ask for the user's votes on them")
    .withRequest('GET', '/api/user/votes', (req) =>
      req.query({ ids: fromProviderState('${playlistId}', id) }),
    )
    .willRespondWith(200, (res) => res.jsonBody(eachValueMatches({ [id]: 'fire' }, voteType())))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const votes = await queriedData(() => useUserVotes([id], true));
        assert.equal(votes[id], 'fire');
      }),
    );

  await pact
    .addInteraction()
    .given('a signed-in verified user')
    .given('a playlist exists')
    .given('the user voted fire on the playlist')
    .uponReceiving("the details page asks for the user's vote")
    .withRequest('GET', playlistPath('/user-vote'))
    .willRespondWith(200, (res) => res.jsonBody({ userVote: voteType() }))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const vote = await queriedData(() => useUserVote(id, true));
        assert.equal(vote.userVote, 'fire');
      }),
    );

  await pact
    .addInteraction()
    .given('a signed-in verified user')
    .given('a playlist exists')
    .uponReceiving('a card casts a fire vote')
    .withRequest('POST', playlistPath('/vote'), (req) =>
      req.jsonBody({ voteType: 'fire', previousVote: null }),
    )
    .willRespondWith(200, (res) => res.jsonBody(voteResultShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const result = await mountHook(() => useCastVote()).mutateAsync({
          playlistId: id,
          voteType: 'fire',
          previousVote: null,
        });
        assert.equal(result.userVote, 'fire');
      }),
    );

  await pact
    .addInteraction()
    .given('a signed-in verified user')
    .uponReceiving('the add-playlist panel submits a playlist')
    .withRequest('POST', '/api/playlists', (req) =>
      req
        .headers({ 'Idempotency-Key': regex('^[0-9a-f]{32}$', '5f0c6a1e9d2b4c7f8a3e1d0b6c9f2a47') })
        .jsonBody({
          title: 'Nebula Nights',
          description: 'Late night synthwave',
          platform: 'spotify',
          playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
          tags: ['synthwave'],
        }),
    )
    .willRespondWith(201, (res) => res.jsonBody(playlistShape))
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const created = await mountHook(() => useCreatePlaylist()).mutateAsync({
          title: 'Nebula Nights',
          description: 'Late night synthwave',
          platform: 'spotify',
          playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
          tags: ['synthwave'],
        });
        assert.equal(created.title, 'Nebula Nights');
      }),
    );

  await pact
    .addInteraction()
    .given('a signed-in verified user')
    .given('a playlist exists')
    .given('the user voted fire on the playlist')
    .uponReceiving('the fire history asks for its first page')
    .withRequest('GET', '/api/user/fire-voted-playlists', (req) =>
      req.query({ page: '1', limit: String(FIRE_VOTED_PAGE_SIZE) }),
    )
    .willRespondWith(200, (res) =>
      res.jsonBody({ playlists: eachLike(playlistShape), hasMore: boolean(false), total: integer(1) }),
    )
    .executeTest((mock) =>
      onMockServer(mock, async () => {
        const page = await queriedData(() => useFireVotedPlaylists(1, true));
        assert.equal(page.total, 1);
      }),
    );
}

import { apiRoutes } from '@sonic-nexus/contract';
import { callRoute } from './call-route';
import { restoreFetch, stubFetch } from './testing/fetch-stub';

afterEach(restoreFetch);

const tally = { userVote: 'fire', fireVotes: 1, thumbsUpVotes: 0, trashVotes: 0 };

describe('callRoute', () => {
  it("sends the route's method to its path with the params filled in and the body as JSON", async () => {
    const calls = stubFetch(() => Response.json(tally));
    await callRoute(apiRoutes.castVote, { params: { id: 'a b' }, body: { voteType: 'fire' } });
    expect(calls[0].url).toBe('/api/playlists/a%20b/vote');
    expect(calls[0].init).toMatchObject({ method: 'POST', body: '{"voteType":"fire"}' });
  });

  it('sends the headers the route describes, beside the JSON content type', async () => {
    const calls = stubFetch(() => Response.json({}, { status: 201 }));
    const body = {
      title: 'T',
      description: '',
      platform: 'spotify' as const,
      playlistUrl: 'https://open.spotify.com/playlist/1',
      tags: [],
    };
    await callRoute(apiRoutes.createPlaylist, { body, headers: { 'Idempotency-Key': 'k1' } }).catch(
      () => null,
    );
    expect(calls[0].init.headers).toEqual({ 'Idempotency-Key': 'k1', 'Content-Type': 'application/json' });
    await callRoute(apiRoutes.createPlaylist, { body, headers: {} }).catch(() => null);
    expect(calls[1].init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('appends the query and sends a GET without a body', async () => {
    const calls = stubFetch(() => Response.json([]));
    await callRoute(apiRoutes.listTopPlaylists, { query: { limit: 5 } });
    expect(calls[0].url).toBe('/api/playlists/top?limit=5');
    expect(calls[0].init).toMatchObject({ method: 'GET', body: undefined });
  });

  it("parses the answer with the route's response schema", async () => {
    stubFetch(() => Response.json({ ...tally, extra: 'not in the contract' }));
    await expect(
      callRoute(apiRoutes.castVote, { params: { id: 'a' }, body: { voteType: 'fire' } }),
    ).resolves.toEqual(tally);
    stubFetch(() => Response.json({ count: 'three' }));
    await expect(callRoute(apiRoutes.getUnreadCount)).rejects.toThrow('expected number, received string');
  });

  it('takes exactly the parts the route describes (the type errors are checked by tsc)', async () => {
    stubFetch(() => Response.json(tally));
    // @ts-expect-error castVote needs its path params
    expect(() => callRoute(apiRoutes.castVote, { body: { voteType: 'fire' } })).toThrow(
      'Missing path parameter id',
    );
    // @ts-expect-error the body must be the route's body
    await callRoute(apiRoutes.castVote, { params: { id: 'a' }, body: { voteType: 'nope' } });
    // @ts-expect-error this route takes no body
    await callRoute(apiRoutes.getUserVote, { params: { id: 'a' }, body: {} });
  });
});

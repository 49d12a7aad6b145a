// Votes and the fire history (spec §7). Listed under the playlists tag of the OpenAPI document.
import { idParams } from '../schemas/common';
import { fireVotedPage } from '../schemas/playlist';
import { fireVotedQuery, userVote, userVotes, userVotesQuery, voteBody, voteResult } from '../schemas/vote';
import { defineRoutes } from './route-types';

export const voteRoutes = defineRoutes('playlists', {
  getUserVote: {
    method: 'get',
    path: '/api/playlists/{id}/user-vote',
    auth: 'session',
    summary: "The signed-in user's vote on a playlist",
    params: idParams,
    response: userVote,
  },
  getUserVotes: {
    method: 'get',
    path: '/api/user/votes',
    auth: 'session',
    summary: "The signed-in user's votes on the given playlists",
    query: userVotesQuery,
    response: userVotes,
  },
  castVote: {
    method: 'post',
    path: '/api/playlists/{id}/vote',
    auth: 'verified',
    summary: 'Vote; the same type again removes the vote, another type switches it',
    params: idParams,
    body: voteBody,
    response: voteResult,
    errors: [409, 429], // the playlist's votes are busy: retry; voting too fast (RATE_LIMIT_VOTE_*)
  },
  listFireVoted: {
    method: 'get',
    path: '/api/user/fire-voted-playlists',
    auth: 'session',
    summary: 'Fire history, newest fire first',
    query: fireVotedQuery,
    response: fireVotedPage,
  },
});

// Feed, leaderboard, detail, submission, preview, tags and deletion (spec §7).
import { idParams, messageBody } from '../schemas/common';
import {
  createPlaylistBody,
  feedPage,
  feedQuery,
  playlist,
  playlistList,
  preview,
  previewQuery,
  topQuery,
  updateTagsBody,
} from '../schemas/playlist';
import { idempotencyHeaders } from '../idempotency';
import { defineRoutes } from './route-types';

export const playlistRoutes = defineRoutes('playlists', {
  listPlaylists: {
    method: 'get',
    path: '/api/playlists',
    auth: 'public',
    summary: 'Feed page, newest first (filters: tag, platform, q)',
    query: feedQuery,
    response: feedPage,
  },
  listTopPlaylists: {
    method: 'get',
    path: '/api/playlists/top',
    auth: 'public',
    summary: 'Leaderboard by fire votes, then newer first',
    query: topQuery,
    response: playlistList,
  },
  getPlaylist: {
    method: 'get',
    path: '/api/playlists/{id}',
    auth: 'public',
    summary: 'One playlist',
    params: idParams,
    response: playlist,
  },
  createPlaylist: {
    method: 'post',
    path: '/api/playlists',
    auth: 'session',
    summary: 'Submit a playlist',
    headers: idempotencyHeaders,
    body: createPlaylistBody,
    status: 201,
    response: playlist,
    errors: [429], // too many submissions (RATE_LIMIT_SUBMIT_*)
  },
  previewPlaylist: {
    method: 'get',
    path: '/api/playlist-preview',
    auth: 'public',
    summary: 'Whether a URL is a supported playlist, and its embed',
    query: previewQuery,
    response: preview,
  },
  updateTags: {
    method: 'patch',
    path: '/api/playlists/{id}/tags',
    auth: 'session',
    summary: 'Replace the tags (owner only)',
    params: idParams,
    body: updateTagsBody,
    response: playlist,
    errors: [403], // not the owner
  },
  deletePlaylist: {
    method: 'delete',
    path: '/api/playlists/{id}',
    auth: 'session',
    summary: 'Delete a playlist (owner only)',
    params: idParams,
    response: messageBody,
    errors: [403], // not the owner
  },
});

/**
 * Beyond the table, as its answer is no JSON: the playlist's link-preview card (GET: a 1200x630
 * PNG for og:image, public, cached a few minutes since votes change). Its errors are JSON: 400 a
 * bad id, 404 no such playlist, 429 with Retry-After when the client had too many cards drawn
 * (RATE_LIMIT_CARD_*; cards already drawn are not counted), 503.
 */
export const PLAYLIST_CARD_PATH = '/api/playlists/{id}/card.png';

// Public profiles, follows, profile edits, pictures and account deletion (spec §7).
import { messageBody, userIdNamedParams, userIdParams } from '../schemas/common';
import { artist } from '../schemas/playlist';
import { followers, profile, stats } from '../schemas/profile';
import {
  bioBody,
  followCounts,
  followResult,
  followStatus,
  pictureUploadForm,
  profilePictureBody,
  publicUser,
  uploadedPicture,
  uploadUrl,
  user,
} from '../schemas/user';
import { defineRoutes } from './route-types';

export const userRoutes = defineRoutes('users', {
  getUser: {
    method: 'get',
    path: '/api/users/{id}',
    auth: 'public',
    summary: 'A user as anyone sees them',
    params: userIdParams,
    response: publicUser,
  },
  getProfile: {
    method: 'get',
    path: '/api/users/{id}/profile',
    auth: 'public',
    summary: 'Public profile: user and their playlists',
    params: userIdParams,
    response: profile,
  },
  getStats: {
    method: 'get',
    path: '/api/users/{id}/stats',
    auth: 'public',
    summary: 'Playlists uploaded, votes cast by kind, followers, following',
    params: userIdParams,
    response: stats,
  },
  getMostPlaylistedArtist: {
    method: 'get',
    path: '/api/users/{userId}/most-playlisted-artist',
    auth: 'public',
    summary: 'Most-played artist, null when unknown',
    params: userIdNamedParams,
    response: artist,
  },
  getFollowingStatus: {
    method: 'get',
    path: '/api/users/{userId}/following-status',
    auth: 'session',
    summary: 'Whether the signed-in user follows this user',
    params: userIdNamedParams,
    response: followStatus,
  },
  getFollowCounts: {
    method: 'get',
    path: '/api/users/{userId}/follow-counts',
    auth: 'public',
    summary: 'Follower and following counts',
    params: userIdNamedParams,
    response: followCounts,
  },
  follow: {
    method: 'post',
    path: '/api/users/{userId}/follow',
    auth: 'session',
    summary: 'Follow a user',
    params: userIdNamedParams,
    response: followResult,
  },
  unfollow: {
    method: 'delete',
    path: '/api/users/{userId}/follow',
    auth: 'session',
    summary: 'Unfollow a user',
    params: userIdNamedParams,
    response: followResult,
  },
  updateBio: {
    method: 'patch',
    path: '/api/users/bio',
    auth: 'session',
    summary: 'Set the bio',
    body: bioBody,
    response: user,
    errors: [409], // the account changed meanwhile
  },
  updateProfilePicture: {
    method: 'patch',
    path: '/api/users/profile-picture',
    auth: 'session',
    summary: 'Set the picture URL (empty removes it)',
    body: profilePictureBody,
    response: user,
    errors: [409], // the account changed meanwhile
  },
  uploadPictureDirect: {
    method: 'post',
    path: '/api/users/profile-picture/upload-direct',
    auth: 'session',
    summary: "Upload a picture (multipart field 'file', max 5MB)",
    body: pictureUploadForm,
    bodyType: 'multipart',
    response: uploadedPicture,
    errors: [409], // the account changed meanwhile
  },
  createPictureUploadUrl: {
    method: 'post',
    path: '/api/users/profile-picture/upload',
    auth: 'session',
    summary: 'A signed, single-use URL that accepts one PUT of the image',
    response: uploadUrl,
    errors: [409], // the account changed meanwhile
  },
  deleteAccount: {
    method: 'delete',
    path: '/api/users/account',
    auth: 'session',
    summary: 'Delete the account and everything it owns',
    response: messageBody,
    errors: [409], // the account changed meanwhile
  },
  listFollowers: {
    method: 'get',
    path: '/api/followers',
    auth: 'session',
    summary: "The signed-in user's followers",
    response: followers,
  },
});

/**
 * Beyond the table, as they are no JSON calls: a stored picture (GET: the image bytes with their
 * type, cached as immutable) and the signed upload URL POST /api/users/profile-picture/upload hands
 * out (one PUT of the image bytes, authorised by its signature, not the session), answering
 * `uploadedPicture`.
 */
export const PICTURE_PATH = '/api/pictures/{id}';
export const UPLOAD_PATH = '/api/uploads/{ticket}';

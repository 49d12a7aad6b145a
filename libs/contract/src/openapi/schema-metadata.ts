// What the OpenAPI document says about the contract's schemas beyond zod: component names,
// formats, descriptions and the limits zod cannot show (a refinement's). Kept out of the schemas
// so the web bundles carry plain zod only (zod-to-openapi weighs ~12.7 KiB brotli); the gateway's
// docs route alone loads this module. It writes the metadata onto the schema objects themselves,
// where zod-to-openapi reads it, so every nested use of a named schema becomes the same $ref.
import { extendZodWithOpenApi, type ZodOpenAPIMetadata } from '@asteasolutions/zod-to-openapi';
import { z, type ZodObject, type ZodRawShape, type ZodTypeAny } from 'zod';
import { PICTURE_MAX_BYTES, TAGS_MAX, USER_VOTES_MAX_IDS, WIRE_INT64_NUMBER_MAX } from '../limits';
import {
  errorBody,
  messageBody,
  openApiDocumentBody,
  userIdNamedParams,
  userIdParams,
} from '../schemas/common';
import { health } from '../schemas/health';
import { notification, notificationPage, unreadCount } from '../schemas/notification';
import {
  artist,
  createPlaylistBody,
  feedPage,
  fireVotedPage,
  playlist,
  playlistList,
  preview,
  tags,
  updateTagsBody,
} from '../schemas/playlist';
import { followers, profile, stats } from '../schemas/profile';
import {
  bioBody,
  changeUsernameBody,
  followCounts,
  followResult,
  followStatus,
  forgotPasswordBody,
  loginBody,
  pictureUploadForm,
  profilePictureBody,
  publicUser,
  registerBody,
  registeredUser,
  resendVerificationBody,
  resetPasswordBody,
  resetTokenValidity,
  uploadedPicture,
  uploadUrl,
  user,
  verifyResetTokenBody,
} from '../schemas/user';
import { userVote, userVotes, userVotesQuery, voteBody, voteResult } from '../schemas/vote';

type Metadata = Partial<ZodOpenAPIMetadata>;

/** Each schema that is a component of the document, by its name there. */
const COMPONENTS: Record<string, ZodTypeAny> = {
  ErrorBody: errorBody,
  Message: messageBody,
  OpenApiDocument: openApiDocumentBody,
  Health: health,
  User: user,
  PublicUser: publicUser,
  RegisteredUser: registeredUser,
  RegisterRequest: registerBody,
  LoginRequest: loginBody,
  ChangeUsernameRequest: changeUsernameBody,
  ForgotPasswordRequest: forgotPasswordBody,
  ResendVerificationRequest: resendVerificationBody,
  VerifyResetTokenRequest: verifyResetTokenBody,
  ResetTokenValidity: resetTokenValidity,
  ResetPasswordRequest: resetPasswordBody,
  UpdateBioRequest: bioBody,
  UpdateProfilePictureRequest: profilePictureBody,
  UploadUrl: uploadUrl,
  UploadedPicture: uploadedPicture,
  PictureUploadForm: pictureUploadForm,
  FollowCounts: followCounts,
  FollowStatus: followStatus,
  FollowResult: followResult,
  Playlist: playlist,
  PlaylistList: playlistList,
  FeedPage: feedPage,
  FireVotedPage: fireVotedPage,
  Preview: preview,
  CreatePlaylistRequest: createPlaylistBody,
  UpdateTagsRequest: updateTagsBody,
  Artist: artist,
  Profile: profile,
  Stats: stats,
  Followers: followers,
  VoteRequest: voteBody,
  UserVote: userVote,
  VoteResult: voteResult,
  UserVotes: userVotes,
  Notification: notification,
  NotificationPage: notificationPage,
  UnreadCount: unreadCount,
};

const dateTime: Metadata = { format: 'date-time' };
const tagList: Metadata = { maxItems: TAGS_MAX, description: `at most ${TAGS_MAX} different tags` };
const userId: Metadata = { type: 'integer', minimum: 1, maximum: WIRE_INT64_NUMBER_MAX };

/** Formats, descriptions and limits of single fields. */
const FIELDS: [ZodTypeAny, Metadata][] = [
  [errorBody.shape.errors, { description: 'field → message' }],
  [health.shape.search.shape.mode, { description: 'embedded = in-process index' }],
  [health.shape.checkedAt, dateTime],
  [user.shape.createdAt, dateTime],
  [playlist.shape.createdAt, dateTime],
  [notification.shape.createdAt, dateTime],
  [playlist.shape.platform, { description: 'spotify, apple, youtube, soundcloud or another raw value' }],
  [playlist.shape.username, { description: "submitter's name; null when unknown" }],
  [playlist.shape.embedUrl, { description: 'null when no embed can be built' }],
  [userIdParams.shape.id, userId],
  [userIdNamedParams.shape.userId, userId],
  // Duplicates collapse before the limit is counted, so more entries are accepted when repeated.
  [tags, tagList],
  [createPlaylistBody.shape.tags, tagList],
  [userVotesQuery.shape.ids, { description: `comma-separated playlist ids, 1 to ${USER_VOTES_MAX_IDS}` }],
  [
    pictureUploadForm.shape.file,
    {
      type: 'string',
      format: 'binary',
      description: `jpeg, png, gif or webp, at most ${PICTURE_MAX_BYTES} bytes`,
    },
  ],
];

/** Components built by extending another, shown as allOf [$ref of the base, the added fields]. */
const EXTENDED: [ZodTypeAny, ZodObject<ZodRawShape>, string][] = [[registeredUser, user, 'User']];

function attach(schema: ZodTypeAny, metadata: Metadata, refId?: string): void {
  const named = refId === undefined ? schema.openapi(metadata) : schema.openapi(refId, metadata);
  schema._def.openapi = named._def.openapi;
}

let attached = false;

/** Writes the metadata onto the contract's schemas, once per process. */
export function attachSchemaMetadata(): void {
  if (attached) return;
  attached = true;
  extendZodWithOpenApi(z);
  for (const [schema, metadata] of FIELDS) attach(schema, metadata);
  for (const [name, schema] of Object.entries(COMPONENTS)) attach(schema, {}, name);
  for (const [schema, base, refId] of EXTENDED) {
    const openapi = schema._def.openapi ?? {};
    schema._def.openapi = {
      ...openapi,
      _internal: { ...openapi._internal, extendedFrom: { refId, schema: base } },
    };
  }
}

// What the OpenAPI document says about the contract's schemas beyond zod: component names,
// formats, descriptions and the limits zod cannot show (a refinement's). Kept out of the schemas
// so the web bundles carry plain zod only (zod-to-openapi weighs ~12.7 KiB brotli); the gateway's
// docs route alone loads this module. It writes the metadata onto the schema objects themselves,
// where zod-to-openapi reads it, so every nested use of a named schema becomes the same $ref.
import { zodToOpenAPIRegistry, type ZodOpenAPIMetadata } from '@asteasolutions/zod-to-openapi';
import { z, type core, type ZodObject, type ZodType } from 'zod';
import { PICTURE_MAX_BYTES, TAGS_MAX, USER_VOTES_MAX_IDS, WIRE_INT64_NUMBER_MAX } from '../limits';
import {
  errorBody,
  hiddenCharacterRules,
  messageBody,
  openApiDocumentBody,
  userIdNamedParams,
  userIdParams,
} from '../schemas/common';
import { health } from '../schemas/health';
import { notification, notificationPage, unreadCount } from '../schemas/notification';
import { ALBUM_ART_HOSTS } from '../platforms';
import { apiRouteList } from '../api-routes';
import {
  albumArtUrl,
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
/** What zod-to-openapi keeps beside the document's fields: the component name, the base component. */
interface Internal {
  refId?: string;
  extendedFrom?: { refId: string; schema: ZodObject };
}
type Schema = core.$ZodType;

/** Each schema that is a component of the document, by its name there. */
const COMPONENTS: Record<string, ZodType> = {
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

// hasHiddenCharacters as JSON Schema patterns: no C0/C1 control or direction override (a
// multi-line field keeps tab, line feed and carriage return).
const HIDDEN = '\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069';
const SINGLE_LINE_TEXT = `^[^\\u0000-\\u001F${HIDDEN}]*$`;
const MULTI_LINE_TEXT = `^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F${HIDDEN}]*$`;

const dateTime: Metadata = { format: 'date-time' };

// Links as the schemas read them (web-url.ts): http(s), a plain host name, no user info, port or
// backslash. The host part is kept to letters, digits, dots and hyphens, which every parser reads
// the same way.
const PATH = "(/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?";
// (format: the schema checks the link with the URL parser itself, which zod cannot show.)
const webLink: Metadata = { format: 'uri', pattern: `^https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*${PATH}$` };
const escapeDots = (host: string) => host.replace(/\./g, '\\.');
const albumArtHost = ALBUM_ART_HOSTS.map((host) =>
  host.startsWith('*.') ? `([A-Za-z0-9-]+\\.)+${escapeDots(host.slice(2))}` : escapeDots(host),
).join('|');
const albumArt: Metadata = {
  pattern: `^(https://(${albumArtHost})${PATH}|/api/pictures/[A-Za-z0-9_-]{1,64})$`,
  description: `https on a platform's image host (${ALBUM_ART_HOSTS.join(', ')}), or one of our own /api/pictures/{id}`,
};
const pictureLink: Metadata = {
  pattern: '^(|(https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?)?/api/pictures/[A-Za-z0-9_-]{1,64})$',
  description: "'' removes the picture; else one of the user's own pictures, as an upload answers it",
};
const idList = `[^,\\s\\u0000-\\u001F${HIDDEN}][^,\\u0000-\\u001F${HIDDEN}]{0,99}`;
const tagList: Metadata = { maxItems: TAGS_MAX, description: `at most ${TAGS_MAX} different tags` };
const userId: Metadata = { type: 'integer', minimum: 1, maximum: WIRE_INT64_NUMBER_MAX };

/** Formats, descriptions and limits of single fields. */
const FIELDS: [ZodType, Metadata][] = [
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
  [createPlaylistBody.shape.playlistUrl, webLink],
  [albumArtUrl, albumArt],
  [profilePictureBody.shape.profilePictureURL, pictureLink],
  [userIdNamedParams.shape.userId, userId],
  // Duplicates collapse before the limit is counted, so more entries are accepted when repeated.
  [tags, tagList],
  [createPlaylistBody.shape.tags, tagList],
  [
    userVotesQuery.shape.ids,
    {
      description: `comma-separated playlist ids, 1 to ${USER_VOTES_MAX_IDS}`,
      pattern: `^${idList}(,${idList}){0,${USER_VOTES_MAX_IDS - 1}}$`,
    },
  ],
  [pictureUploadForm, { additionalProperties: false }],
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
const EXTENDED: [ZodType, ZodObject, string][] = [[registeredUser, user, 'User']];

/**
 * Adds metadata to what the schema object itself carries, in zod-to-openapi's registry (keyed by
 * the object): schema.openapi() and .meta() would make a copy, which the schemas around it do not use.
 */
function attach(schema: Schema, metadata: Metadata, internal: Internal = {}): void {
  const current = zodToOpenAPIRegistry.get(schema);
  const merged = { ...current?._internal, ...internal };
  zodToOpenAPIRegistry.add(schema, {
    ...current,
    ...metadata,
    ...(Object.keys(merged).length > 0 ? { _internal: merged } : {}),
  });
}

/** The schema inside a wrapper: a default, optional or nullable one, a transform or a preprocess. */
function innerOf(schema: Schema): Schema | undefined {
  if (
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodPrefault
  ) {
    return schema.def.innerType;
  }
  if (schema instanceof z.ZodPipe) {
    return schema.def.in instanceof z.ZodTransform ? schema.def.out : schema.def.in;
  }
  return undefined;
}

/** The schemas a field is wrapped in (default, optional, a transform), outermost first. */
function layers(schema: Schema): Schema[] {
  const inner = innerOf(schema);
  return inner ? [schema, ...layers(inner)] : [schema];
}

/**
 * The hidden-character rule of every text field, as a pattern on the field as a whole (metadata on
 * an inner layer is lost under a default or a further refinement): the fields of every component
 * and of every route's path, query and header parameters.
 */
function attachTextPatterns(): void {
  const objects = [
    ...Object.values(COMPONENTS),
    ...apiRouteList.flatMap((route) => [route.params, route.query, route.headers]),
  ].filter((schema): schema is ZodObject => schema instanceof z.ZodObject);
  for (const object of objects) {
    for (const field of Object.values<ZodType>(object.shape)) {
      const wrappers = layers(field);
      const ruled = wrappers.findIndex((layer) => hiddenCharacterRules.get(layer) !== undefined);
      if (ruled === -1) continue;
      const pattern = hiddenCharacterRules.get(wrappers[ruled])?.multiline
        ? MULTI_LINE_TEXT
        : SINGLE_LINE_TEXT;
      for (const layer of wrappers.slice(0, ruled + 1)) attach(layer, { pattern });
    }
  }
}

let attached = false;

/** Writes the metadata onto the contract's schemas, once per process. */
export function attachSchemaMetadata(): void {
  if (attached) return;
  attached = true;
  attachTextPatterns();
  for (const [schema, metadata] of FIELDS) attach(schema, metadata);
  for (const [name, schema] of Object.entries(COMPONENTS)) attach(schema, {}, { refId: name });
  for (const [schema, base, refId] of EXTENDED) attach(schema, {}, { extendedFrom: { refId, schema: base } });
}

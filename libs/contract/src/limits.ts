// Business constants and limits of spec §9 (and the few numbers §2/§5 add). Every front end and
// the server read them from here so the form and the API can never disagree.

export const PRODUCT_NAME = 'Sonic Nexus';

// Paging
export const FEED_PAGE_SIZE = 10;
export const FEED_MAX_LIMIT = 50;
export const TOP_HOME_LIMIT = 20;
export const TOP_100_LIMIT = 100;
export const FIRE_VOTED_PAGE_SIZE = 10;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const UNREAD_BADGE_CAP = 99;
export const USER_VOTES_MAX_IDS = 100;

// Playlists
export const TAGS_MAX = 4;
export const TAG_MAX_LENGTH = 20;
export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 250;
export const DESCRIPTION_WARN_ABOVE = 225;
export const DURATION_MIN = 1;
export const DURATION_MAX = 10000;
export const ALBUM_ART_MAX = 4;
export const PLAYLIST_URL_MAX = 2048;
export const SEARCH_QUERY_MAX = 100;
// What the wire carries: page numbers are int32 in the protos, ids and counts int64 read as numbers.
export const WIRE_INT32_MAX = 2_147_483_647;
export const WIRE_INT64_NUMBER_MAX = Number.MAX_SAFE_INTEGER;
// Ids in a path (playlists and notifications are uuids; room for other stores' ids).
export const ID_MAX = 100;
export const PREVIEW_MIN_URL_LENGTH = 10; // the preview check starts above this many characters

// Users
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const PASSWORD_MIN = 8;
// Not in the spec: bounds the cost of hashing an attacker-sized password.
export const PASSWORD_MAX = 200;
export const EMAIL_MAX = 255;
// Not in the spec: verification and reset tokens are far shorter; anything longer is no token.
export const TOKEN_MAX = 500;
export const BIO_MAX = 120;
/** @public A spec value kept with its siblings until the screen that uses it is built. */
export const NOTIFICATION_TYPE_MAX = 50;
export const MIN_AGE = 13;

// Profile picture
export const PICTURE_MAX_BYTES = 5242880;
/** @public A spec value kept with its siblings until the screen that uses it is built. */
export const PICTURE_TYPES = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
export const PICTURE_MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;

// Timings (ms)
export const VOTE_FEEDBACK_MS = 2000;
export const RESET_REDIRECT_MS = 2000;
export const UNREAD_POLL_MS = 60000;
export const ONBOARDING_OPEN_DELAY_MS = 500;
export const TOUR_START_DELAY_MS = 300;
export const TOUR_TARGET_RETRIES_MS = [100, 500, 1000] as const;
export const TOUR_STEPS = 3;
export const ONBOARDING_SWIPE_DISMISS_PX = 80;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

// Layout
export const EMBED_HEIGHT = 352;
export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 400;
export const LEADERBOARD_BADGE_RANKS = 5;
export const HISTORY_PLACEHOLDERS = 3;
export const TOP_100_PLACEHOLDER_ROWS = 10;

// Vote scores implied by the feedback texts.
/** @public A spec value kept with its siblings until the screen that uses it is built. */
export const VOTE_SCORES = { fire: 2, thumbs_up: 1, trash: -1 } as const;

// Spec texts, verbatim: validation messages (§5), toasts (§8) and the server's own messages.
// Templated texts are small functions so callers cannot misspell a placeholder.
import { PRODUCT_NAME, WIRE_INT32_MAX } from './limits';

export const validationMessages = {
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be less than 50 characters',
  usernamePattern: 'Username can only contain letters, numbers, and underscores',
  emailInvalid: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 8 characters',
  termsRequired: 'You must agree to the Terms and Conditions',
  passwordsDontMatch: "Passwords don't match",
  usernameFirst: 'Please enter your username first',
  emailRequired: 'Please enter your email address',
  emailRequiredTitle: 'Email Required',
  emailRequiredResend: 'Please enter your email address to resend verification.',
  titleRequired: 'Title is required',
  titleMax: 'Title must be 100 characters or less',
  descriptionMax: 'Description must be 250 characters or less',
  playlistUrlInvalid: 'Please enter a valid playlist URL',
  tagsMax: 'Maximum 4 tags allowed',
  tagPattern: 'Tags can only contain letters, numbers, spaces, and hyphens',
  bioMax: 'Bio must be 120 characters or less',
  // Not worded by the spec; chosen for the server-side checks of the same rules.
  tagLength: 'Tags must be 20 characters or less',
  passwordMax: 'Password must be 200 characters or less',
  emailMax: 'Email must be 255 characters or less',
  platformInvalid: 'Platform must be one of spotify, apple, youtube, soundcloud',
  titleCharacters: 'Title cannot contain control or text-direction characters',
  descriptionCharacters: 'Description cannot contain control or text-direction characters',
  bioCharacters: 'Bio cannot contain control or text-direction characters',
  usernameCharacters: 'Username cannot contain control or text-direction characters',
  emailCharacters: 'Email cannot contain control or text-direction characters',
  passwordCharacters: 'Password cannot contain control or text-direction characters',
  tokenCharacters: 'Token cannot contain control or text-direction characters',
  searchCharacters: 'Search cannot contain control or text-direction characters',
  tagCharacters: 'Tags cannot contain control or text-direction characters',
  durationRange: 'Duration must be between 1 and 10000 minutes',
  albumArtMax: 'Maximum 4 album art images allowed',
  albumArtUrl: 'Album art must be a valid URL',
  albumArtHost:
    'Album art must be an https image link from Spotify, Apple Music, YouTube Music, or SoundCloud',
  voteTypeInvalid: 'Vote type must be fire, thumbs_up or trash',
  pageInvalid: `Page must be a whole number from 1 to ${WIRE_INT32_MAX}`,
  limitInvalid: 'Limit must be a whole number between 1 and 50',
  topLimitInvalid: 'Limit must be a whole number between 1 and 100',
  searchTooLong: 'Search must be 100 characters or less',
  tokenRequired: 'Token is required',
  urlRequired: 'URL is required',
  idsInvalid: 'ids must be 1 to 100 comma-separated playlist ids',
  userIdInvalid: 'Invalid user id',
  playlistIdInvalid: 'Invalid playlist id',
  notificationIdInvalid: 'Invalid notification id',
  pictureUrlInvalid: 'Invalid profile picture URL',
} as const;

export const previewMessages = {
  unsupported: 'Invalid or unsupported playlist URL',
  supportedList: 'Supported: Spotify, Apple Music, YouTube Music, SoundCloud playlists',
  valid: 'Valid playlist detected',
} as const;

export const pictureMessages = {
  tooLargeTitle: 'File too large',
  tooLargeText: (bytes: number) =>
    `File size is ${(bytes / 1024 / 1024).toFixed(1)}MB. Please select an image under 5MB.`,
  invalidTypeTitle: 'Invalid file type',
  invalidTypeText: (type: string) =>
    `File type "${type}" is not supported. Please select a JPG, PNG, or GIF image.`,
  unsupportedFormatTitle: 'Unsupported image format',
  unsupportedFormatText: 'Please use JPG, PNG, GIF, or WebP format.',
  hintSettings: 'Supported formats: JPG, PNG, GIF • Max size: 5MB',
  hintPublic: 'Select JPG, PNG, GIF, or WebP image (max 5MB)',
  // Not worded by the spec, which names the settings screen's 'uploading' toast only (§4).
  uploadingTitle: 'Uploading...',
  uploadingText: 'Uploading your profile picture',
} as const;

/** Failure toasts of §8: `title` plus the `fallback` text used when the server gives no message. */
export const errorToasts = {
  login: { title: 'Login failed', fallback: 'Invalid username or password' },
  register: { title: 'Registration failed', fallback: 'Registration failed' },
  changeUsername: { title: 'Username change failed' },
  logout: { title: 'Logout failed' },
  voteVerify: {
    title: 'Email verification required',
    text: 'Please verify your email address to vote on playlists. Check your inbox for the verification link!',
  },
  vote: { title: 'Vote failed', fallback: 'Please login to vote on playlists' },
  updateTags: { title: 'Error', fallback: 'Failed to update tags' },
  deletePlaylist: { title: 'Error', fallback: 'Failed to delete playlist' },
  submitPlaylist: { title: 'Error', fallback: 'Failed to submit playlist' },
  forgotPassword: { fallback: 'Failed to send password reset email' },
  resendAuthTab: { fallback: 'Failed to resend verification email' },
  resendFailurePage: {
    title: 'Failed to Send Email',
    fallback: 'There was an error sending the verification email. Please try again.',
  },
  resendNetwork: {
    title: 'Network Error',
    text: 'Unable to send verification email. Please check your connection and try again.',
  },
  resetMissingToken: {
    title: 'Invalid Link',
    text: 'This password reset link is invalid or missing the token.',
  },
  resetInvalidToken: {
    title: 'Invalid or Expired Link',
    text: 'This password reset link is invalid or has expired. Please request a new one.',
  },
  resetSubmit: { title: 'Reset Failed', fallback: 'Failed to reset password. Please try again.' },
  updateBio: { title: 'Error', fallback: 'Failed to update bio' },
  updatePicture: { title: 'Error', fallback: 'Failed to update profile picture' },
  follow: { title: 'Error', fallback: 'Failed to follow user' },
  unfollow: { title: 'Error', fallback: 'Failed to unfollow user' },
  markRead: { title: 'Error', fallback: 'Failed to mark notification as read' },
  deleteAccount: { title: 'Deletion Failed', fallback: 'Failed to delete account. Please try again.' },
  copyLink: { title: 'Copy failed', text: 'Please try again' },
} as const;

/** Titles shown with destructive styling (§8). */
export const DESTRUCTIVE_TOAST_TITLES = ['Error', 'Copy failed', 'Upload failed'] as const;

/** 'Upload failed' texts by status (§8). */
export const uploadFailureMessages = {
  title: 'Upload failed',
  unauthorized: 'You must be logged in to upload a profile picture. Please refresh and try again.',
  badRequest: 'Invalid file or upload request.',
  tooLarge: 'File is too large. Please select an image under 5MB.',
  serverError: 'Server error during upload. Please try again.',
  otherStatus: (status: number) => `Upload failed with status ${status}`,
  unknownBody: 'Unknown error',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

/** @public Errors thrown by data fetching, not shown as toasts (§8); kept with the spec's texts. */
export const fetchErrors = {
  playlists: 'Failed to fetch playlists',
  notifications: 'Failed to fetch notifications',
} as const;

export const successToasts = {
  login: { title: 'Welcome back!', text: (username: string) => `Logged in as ${username}` },
  register: {
    title: `Welcome to ${PRODUCT_NAME}!`,
    text: (username: string) => `Account created for ${username}`,
  },
  changeUsername: {
    title: 'Username changed',
    text: (username: string) => `Your username is now ${username}`,
  },
  logout: { title: 'Logged out', text: 'See you next time!' },
  tagsUpdated: { title: 'Success!', text: 'Playlist tags updated successfully' },
  playlistDeleted: { title: 'Playlist deleted', text: 'Your playlist has been deleted successfully' },
  playlistSubmitted: { title: 'Success!', text: 'Your playlist has been submitted successfully' },
  linkCopied: { title: 'Link copied!', text: 'Playlist link copied to clipboard' },
  shareFallback: { title: 'Share' },
  forgotPassword: {
    fallback: 'If an account with that username exists, a password reset email has been sent.',
  },
  resendAuthTab: { text: 'Verification email sent successfully' },
  resendFailurePage: {
    title: 'Verification Email Sent!',
    text: 'Please check your inbox for a new verification email.',
  },
  bioUpdated: { text: 'Your bio has been updated' },
  pictureUpdated: { title: 'Success!', text: 'Your profile picture has been updated' },
  accountDeleted: { title: 'Account Deleted', text: 'Your account has been permanently deleted.' },
  followed: { text: 'You are now following this user' },
  unfollowed: { text: 'You have unfollowed this user' },
  passwordReset: {
    title: 'Password Reset Successful!',
    text: 'Your password has been updated successfully. You can now log in with your new password.',
  },
} as const;

/**
 * Why /auth is shown to a guest sent from a signed-in page (issue 30). The notifications and
 * followers texts are the spec's own (§2, those screens logged out); the others are not worded by
 * the spec and follow them.
 */
export const signInReasons: { byPath: Readonly<Record<string, string>>; general: string } = {
  byPath: {
    '/notifications': 'Please log in to view notifications',
    '/followers': 'Please log in to view your followers.',
    '/top-100': 'Please log in to view the Top 100 leaderboard.',
    '/profile': 'Please log in to view your account settings.',
    '/history': 'Please log in to view your fire history.',
  },
  general: 'Please log in to view this page.',
};

/** Messages the API itself answers with (DESIGN §7-8). */
export const serverMessages = {
  notAuthenticated: 'Not authenticated',
  notFound: 'Not found',
  playlistNotFound: 'Playlist not found',
  userNotFound: 'User not found',
  notificationNotFound: 'Notification not found',
  invalidCredentials: 'Invalid username or password',
  mustLoginToVote: 'You must be logged in to vote',
  verifyEmailToVote: 'Please verify your email to vote',
  notOwner: 'Only the owner of this playlist can do that',
  cannotFollowSelf: 'You cannot follow yourself',
  usernameTaken: 'Username already taken',
  emailTaken: 'Email already registered',
  usernameAlreadyChanged: 'Username has already been changed once',
  registered: 'Registration successful! Please check your email to verify your account.',
  loggedOut: 'Logged out',
  forgotPasswordSent: 'If an account with that username exists, a password reset email has been sent.',
  verificationSent:
    'If an unverified account with that email or username exists, a verification email has been sent.',
  passwordReset: 'Your password has been reset. You can now log in.',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  playlistDeleted: 'Playlist deleted',
  accountDeleted: 'Account deleted',
  invalidInput: 'Invalid input',
  invalidJson: 'Malformed JSON body',
  malformedUrl: 'Malformed URL: a percent-encoded character is invalid',
  jsonRequired: 'Content-Type must be application/json',
  crossSiteRefused: 'Cross-site request refused',
  payloadTooLarge: 'Request body is too large',
  tooManyRequests: 'Too many requests, please try again later',
  // Issue 27: the per-user limits of votes and submissions (429 with Retry-After).
  votingTooFast: 'You are voting too fast. Please wait a moment and try again.',
  submittingTooFast: 'You have submitted many playlists in a short time. Please try again later.',
  // Issue 27: what a client holding the gateway's slots is told.
  requestTimeout: 'The request took too long to arrive. Please try again.',
  tooManyStreams:
    'Too many live connections are open: close another tab or window, and the count will still update every minute.',
  methodNotAllowed: 'Method not allowed',
  bodyEncodingInvalid: 'The request body could not be decoded',
  serviceUnavailable: 'Service temporarily unavailable',
  // A write whose service did not answer in time: it may have been carried out, so no 503.
  writeOutcomeUnknown:
    'No answer in time: your change may or may not have been saved. Please check before trying again.',
  searchUnavailable: 'Search is temporarily unavailable. Please try again in a moment.',
  // Pictures (DESIGN §8); the 413 and wrong-type answers use the spec's own texts
  // (uploadFailureMessages.tooLarge, pictureMessages.unsupportedFormatText).
  pictureFileRequired: "Send one image file in the form field 'file'",
  pictureUnreadable: 'The image could not be read. Please use a valid JPG, PNG, GIF, or WebP file.',
  uploadLinkInvalid: 'This upload link is invalid',
  uploadLinkExpired: 'This upload link has expired, please upload again',
  uploadLinkUsed: 'This upload link has already been used',
  internal: 'Internal server error',
} as const;

/** The texts of in-app notifications (the spec shows `message` as given; DESIGN §8 words it). */
export const notificationTexts = {
  newPlaylist: (username: string, title: string) => `${username} posted a new playlist: ${title}`,
} as const;

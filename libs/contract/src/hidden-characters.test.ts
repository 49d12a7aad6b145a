// Issue 27: no text input keeps a NUL, a C0/C1 control or a text-direction override (DESIGN §7),
// each refused with its field's message; a title of invisible characters only is empty.
import type { ZodType } from 'zod';
import {
  bioBody,
  changeUsernameBody,
  createPlaylistBody,
  feedQuery,
  forgotPasswordBody,
  hasHiddenCharacters,
  idParams,
  isVisiblyBlank,
  loginBody,
  notificationIdParams,
  previewQuery,
  profilePictureBody,
  registerBody,
  resendVerificationBody,
  resetPasswordBody,
  userVotesQuery,
  validationMessages as v,
  verifyEmailQuery,
  verifyResetTokenBody,
} from './index';

/** NUL, BEL, ESC, DEL, NEL (U+0085), a C1 control, RLO, LRE, an isolate and its end. */
const HIDDEN = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u202e',
  '\u202a',
  '\u2066',
  '\u2069',
];
const LINE_BREAKS = ['\n', '\r', '\t'];

function messagesOf(schema: ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const okPlaylist = {
  title: 'Nebula Nights',
  description: 'Late night synthwave',
  platform: 'spotify',
  playlistUrl: 'https://open.spotify.com/playlist/abc',
};
const okRegistration = { username: 'star_gazer', email: 'star@example.com', password: 'longenough' };

// [what, schema, a valid input, the field, its message, multi-line]
const FIELDS: [string, ZodType, Record<string, unknown>, string, string, boolean][] = [
  ['playlist title', createPlaylistBody, okPlaylist, 'title', v.titleCharacters, false],
  ['playlist description', createPlaylistBody, okPlaylist, 'description', v.descriptionCharacters, true],
  ['playlist URL', createPlaylistBody, okPlaylist, 'playlistUrl', v.playlistUrlInvalid, false],
  ['bio', bioBody, { bio: 'Synthwave nerd' }, 'bio', v.bioCharacters, true],
  [
    'login name',
    loginBody,
    { username: 'star_gazer', password: 'longenough' },
    'username',
    v.usernameCharacters,
    false,
  ],
  [
    'login password',
    loginBody,
    { username: 'star_gazer', password: 'longenough' },
    'password',
    v.passwordCharacters,
    false,
  ],
  ['registration name', registerBody, okRegistration, 'username', v.usernamePattern, false],
  ['registration email', registerBody, okRegistration, 'email', v.emailInvalid, false],
  ['registration password', registerBody, okRegistration, 'password', v.passwordCharacters, false],
  ['new username', changeUsernameBody, { newUsername: 'nova_2' }, 'newUsername', v.usernamePattern, false],
  ['forgot-password name', forgotPasswordBody, { username: 'nova' }, 'username', v.usernameCharacters, false],
  ['resend email', resendVerificationBody, { email: 'nova@example.com' }, 'email', v.emailCharacters, false],
  ['reset token', verifyResetTokenBody, { token: 'abcdef' }, 'token', v.tokenCharacters, false],
  [
    'new password',
    resetPasswordBody,
    { token: 'abcdef', newPassword: 'longenough' },
    'newPassword',
    v.passwordCharacters,
    false,
  ],
  ['verification token', verifyEmailQuery, { token: 'abcdef' }, 'token', v.tokenCharacters, false],
  [
    'picture URL',
    profilePictureBody,
    { profilePictureURL: '/api/pictures/abc' },
    'profilePictureURL',
    v.pictureUrlInvalid,
    false,
  ],
  ['search', feedQuery, { q: 'moon' }, 'q', v.searchCharacters, false],
  ['tag filter', feedQuery, { tag: 'chill' }, 'tag', v.tagCharacters, false],
  [
    'preview URL',
    previewQuery,
    { url: 'https://open.spotify.com/playlist/abc' },
    'url',
    v.playlistUrlInvalid,
    false,
  ],
  ['playlist id', idParams, { id: 'abc-123' }, 'id', v.playlistIdInvalid, false],
  ['notification id', notificationIdParams, { id: 'abc-123' }, 'id', v.notificationIdInvalid, false],
  ['vote ids', userVotesQuery, { ids: 'a,b' }, 'ids', v.idsInvalid, false],
];

describe.each(FIELDS)('%s', (_what, schema, valid, field, message, multiline) => {
  const text = String(valid[field]);
  const withChar = (char: string) => ({ ...valid, [field]: `${text.slice(0, 3)}${char}${text.slice(3)}` });

  it('accepts the plain value', () => {
    expect(messagesOf(schema, valid)).toEqual([]);
  });

  const codes = HIDDEN.map((char) => [(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0'), char]);
  it.each(codes)('refuses U+%s anywhere with its message only', (_code, char) => {
    expect(messagesOf(schema, withChar(char))).toEqual([message]);
  });

  it(multiline ? 'keeps line breaks and tabs' : 'refuses line breaks and tabs inside', () => {
    for (const char of LINE_BREAKS) {
      expect(messagesOf(schema, withChar(char))).toEqual(multiline ? [] : [message]);
    }
  });
});

describe('a title of invisible characters only', () => {
  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a word joiner', '\u2060'],
    ['a byte order mark', '\ufeff'],
    ['joiners and a soft hyphen', '\u200c\u200d\u00ad'],
    ['a Hangul filler and spaces', ' \u3164 '],
    ['an ideographic space and a blank Braille cell', '\u3000\u2800'],
    ['a left-to-right mark', '\u200e'],
  ])('%s is empty: the spec message', (_what, title) => {
    expect(messagesOf(createPlaylistBody, { ...okPlaylist, title })).toEqual([v.titleRequired]);
  });

  it('is kept when one visible character stands beside them', () => {
    expect(createPlaylistBody.parse({ ...okPlaylist, title: '\u200b♪\u200b' }).title).toBe('\u200b♪\u200b');
  });
});

describe('the character rules', () => {
  it('tell hidden characters from visible and multi-line ones', () => {
    expect(hasHiddenCharacters('Café ♪ 東京 🎧', { multiline: false })).toBe(false);
    expect(hasHiddenCharacters('a\nb', { multiline: false })).toBe(true);
    expect(hasHiddenCharacters('a\r\n\tb', { multiline: true })).toBe(false);
    for (const char of HIDDEN) expect(hasHiddenCharacters(`a${char}b`, { multiline: true })).toBe(true);
  });

  it('call text blank only when nothing in it shows', () => {
    expect(isVisiblyBlank('\u200b \ufeff')).toBe(true);
    expect(isVisiblyBlank('\u200ba')).toBe(false);
    expect(isVisiblyBlank('\u0301')).toBe(false); // a combining accent still shows
  });
});

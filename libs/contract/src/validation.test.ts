// Every §5 message must come out of the schema for the bad input it describes.
import {
  bioBody,
  createPlaylistBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  registerForm,
  resendVerificationBody,
  resetPasswordForm,
  tags,
  updateTagsBody,
  validationMessages as v,
  voteBody,
} from './index';
import type { ZodType } from 'zod';

function messagesOf(schema: ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const okRegistration = { username: 'star_gazer', email: 'star@example.com', password: 'longenough' };
const okPlaylist = {
  title: 'Nebula Nights',
  platform: 'spotify',
  playlistUrl: 'https://open.spotify.com/playlist/abc',
};

describe('registration', () => {
  it('accepts a valid registration', () => {
    expect(registerBody.parse(okRegistration)).toEqual(okRegistration);
  });
  it.each([
    [{ username: 'ab' }, v.usernameMin],
    [{ username: 'a'.repeat(51) }, v.usernameMax],
    [{ username: 'bad name!' }, v.usernamePattern],
    [{ email: 'not-an-email' }, v.emailInvalid],
    [{ password: 'short' }, v.passwordMin],
  ])('rejects %j with its message', (patch, message) => {
    expect(messagesOf(registerBody, { ...okRegistration, ...patch })).toEqual([message]);
  });
  it('requires the terms checkbox on the form only', () => {
    expect(messagesOf(registerForm, { ...okRegistration, acceptTerms: false })).toEqual([v.termsRequired]);
    expect(registerForm.safeParse({ ...okRegistration, acceptTerms: true }).success).toBe(true);
  });
});

describe('password reset and recovery', () => {
  it("says the passwords don't match on confirmPassword", () => {
    const result = resetPasswordForm.safeParse({ newPassword: 'longenough', confirmPassword: 'different1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: v.passwordsDontMatch, path: ['confirmPassword'] }),
    ]);
  });
  it('asks for the username first and for the email', () => {
    expect(messagesOf(forgotPasswordBody, { username: '  ' })).toEqual([v.usernameFirst]);
    expect(messagesOf(resendVerificationBody, { email: '' })).toEqual([v.emailRequired]);
  });
});

describe('playlist submission', () => {
  it('fills defaults for a minimal valid submission', () => {
    expect(createPlaylistBody.parse(okPlaylist)).toEqual({
      ...okPlaylist,
      description: '',
      tags: [],
      albumArtUrls: [],
    });
  });
  it.each([
    [{ title: '   ' }, v.titleRequired],
    [{ title: 'x'.repeat(101) }, v.titleMax],
    [{ description: 'x'.repeat(251) }, v.descriptionMax],
    [{ platform: 'napster' }, v.platformInvalid],
    [{ durationMinutes: 0 }, v.durationRange],
    [{ durationMinutes: 10001 }, v.durationRange],
    [{ albumArtUrls: Array(5).fill('https://i.scdn.co/image/a') }, v.albumArtMax],
    [{ tags: ['a', 'b', 'c', 'd', 'e'] }, v.tagsMax],
    [{ tags: ['rock & roll'] }, v.tagPattern],
    [{ tags: ['x'.repeat(21)] }, v.tagLength],
  ])('rejects %j with its message', (patch, message) => {
    expect(messagesOf(createPlaylistBody, { ...okPlaylist, ...patch })).toEqual([message]);
  });
  it('rejects a playlist URL that is not a web URL', () => {
    for (const playlistUrl of ['not a url', 'javascript:alert(1)']) {
      expect(messagesOf(createPlaylistBody, { ...okPlaylist, playlistUrl })).toContain(v.playlistUrlInvalid);
    }
  });
});

describe('tags transform', () => {
  it('trims, lowercases and removes duplicates', () => {
    expect(tags.parse([' Rock ', 'rock', 'Space-Jazz', 'lo fi'])).toEqual(['rock', 'space-jazz', 'lo fi']);
  });
  it('counts the limit after duplicates collapse', () => {
    expect(updateTagsBody.parse({ tags: ['A', 'a', 'b', 'c', 'd'] })).toEqual({ tags: ['a', 'b', 'c', 'd'] });
    expect(messagesOf(updateTagsBody, { tags: ['a', 'b', 'c', 'd', 'e'] })).toEqual([v.tagsMax]);
  });
  it('rejects a blank tag', () => {
    expect(messagesOf(tags, ['   '])).toEqual([v.tagPattern]);
  });
});

describe('profile and votes', () => {
  it('caps the bio at 120 characters', () => {
    expect(bioBody.safeParse({ bio: 'x'.repeat(120) }).success).toBe(true);
    expect(messagesOf(bioBody, { bio: 'x'.repeat(121) })).toEqual([v.bioMax]);
  });
  it('accepts only the three vote types', () => {
    expect(voteBody.parse({ voteType: 'thumbs_up' })).toEqual({ voteType: 'thumbs_up' });
    expect(messagesOf(voteBody, { voteType: 'love' })).toEqual([v.voteTypeInvalid]);
  });
});

describe('text limits', () => {
  // One code point beyond the Basic Multilingual Plane, two UTF-16 code units: String.length,
  // the forms' counters and maxlength count 2, as the limits always have.
  const note = '\u{1F3B5}';
  it('count an emoji as two characters towards a minimum', () => {
    const password = note.repeat(4);
    expect(registerBody.safeParse({ ...okRegistration, password }).success).toBe(true);
    expect(loginBody.safeParse({ username: okRegistration.username, password }).success).toBe(true);
  });
  it('count an emoji as two characters towards a maximum', () => {
    expect(createPlaylistBody.safeParse({ ...okPlaylist, title: note.repeat(50) }).success).toBe(true);
    expect(messagesOf(createPlaylistBody, { ...okPlaylist, title: note.repeat(51) })).toEqual([v.titleMax]);
    expect(messagesOf(bioBody, { bio: note.repeat(61) })).toEqual([v.bioMax]);
  });
  it('say nothing more about a field that is not text at all', () => {
    expect(messagesOf(registerBody, { ...okRegistration, username: ['star_gazer'] })).toHaveLength(1);
    expect(messagesOf(createPlaylistBody, { ...okPlaylist, title: [] })).toHaveLength(1);
  });
});

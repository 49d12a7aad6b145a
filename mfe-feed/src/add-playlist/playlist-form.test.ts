import { validationMessages } from '@sonic-nexus/contract';
import { checkPlaylistForm, effectivePlatform, emptyPlaylistForm, fieldError } from './playlist-form';

describe('add-playlist form check', () => {
  it('reports the spec messages of §5 per field', () => {
    const result = checkPlaylistForm({
      ...emptyPlaylistForm,
      title: 'x'.repeat(101),
      description: 'd'.repeat(251),
      playlistUrl: 'not a url',
      durationMinutes: 0,
    });
    expect(result.errors).toMatchObject({
      title: validationMessages.titleMax,
      description: validationMessages.descriptionMax,
      playlistUrl: validationMessages.playlistUrlInvalid,
      durationMinutes: validationMessages.durationRange,
    });
    expect(checkPlaylistForm(emptyPlaylistForm).errors?.title).toBe(validationMessages.titleRequired);
  });

  it('takes the platform from the URL host and builds the request body', () => {
    const values = {
      ...emptyPlaylistForm,
      title: ' Night Drive ',
      platform: 'apple' as const,
      playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX0XUsuxWHRQd',
      tags: ['synthwave'],
    };
    expect(effectivePlatform(values)).toBe('spotify');
    expect(checkPlaylistForm(values).body).toEqual({
      title: 'Night Drive',
      description: '',
      platform: 'spotify',
      playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX0XUsuxWHRQd',
      tags: ['synthwave'],
      albumArtUrls: [],
    });
  });

  it('checks one field at a time, in the spec words, before submit', () => {
    const valid = {
      ...emptyPlaylistForm,
      title: 'x'.repeat(100),
      description: 'd'.repeat(250),
      platform: 'apple' as const,
    };
    expect(['title', 'description', 'platform', 'tags'].map((f) => fieldError(valid, f as never))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(fieldError({ ...valid, title: 'x'.repeat(101) }, 'title')).toBe(validationMessages.titleMax);
    expect(fieldError({ ...valid, title: '   ' }, 'title')).toBe(validationMessages.titleRequired);
    // Invisible characters that could make a title read as another: refused before submit too.
    expect(fieldError({ ...valid, title: 'abc\u202Edef' }, 'title')).toBe(validationMessages.titleCharacters);
    expect(fieldError({ ...valid, description: 'a\u0000b' }, 'description')).toBe(
      validationMessages.descriptionCharacters,
    );
    expect(fieldError({ ...valid, description: 'line one\nline two' }, 'description')).toBeUndefined();
    expect(fieldError({ ...valid, description: 'd'.repeat(251) }, 'description')).toBe(
      validationMessages.descriptionMax,
    );
    expect(fieldError({ ...valid, platform: null }, 'platform')).toBe(validationMessages.platformInvalid);
    // A URL on a known host decides the platform: nothing to pick then.
    expect(
      fieldError(
        { ...valid, platform: null, playlistUrl: 'https://open.spotify.com/playlist/x' },
        'platform',
      ),
    ).toBeUndefined();
    expect(fieldError({ ...valid, tags: ['a', 'b', 'c', 'd', 'e'] }, 'tags')).toBe(
      validationMessages.tagsMax,
    );
    // Another field's problem is not this field's.
    expect(fieldError({ ...valid, title: '' }, 'description')).toBeUndefined();
  });

  it('refuses a duration outside 1-10000 with the rule, as it is typed (issue 30: 0 became 1)', () => {
    const valid = { ...emptyPlaylistForm, title: 'Night Drive', platform: 'apple' as const };
    for (const durationMinutes of [0, -5, 10001, 2.5]) {
      expect(fieldError({ ...valid, durationMinutes }, 'durationMinutes')).toBe(
        validationMessages.durationRange,
      );
    }
    for (const durationMinutes of [null, 1, 45, 10000]) {
      expect(fieldError({ ...valid, durationMinutes }, 'durationMinutes')).toBeUndefined();
    }
  });

  it('says a title of invisible characters is missing, as the server does (issue 27)', () => {
    const valid = { ...emptyPlaylistForm, platform: 'apple' as const };
    expect(fieldError({ ...valid, title: '\u200B\u2060\uFEFF' }, 'title')).toBe(
      validationMessages.titleRequired,
    );
  });

  it('shows the album-art message under Album art and sends covers normalised (issue 27)', () => {
    const values = {
      ...emptyPlaylistForm,
      title: 'Night Drive',
      playlistUrl: 'https://open.spotify.com/playlist/37i9dQZF1DX0XUsuxWHRQd',
    };
    expect(checkPlaylistForm({ ...values, albumArtUrls: ['https://example.com/cover.jpg'] }).errors).toEqual({
      albumArtUrls: validationMessages.albumArtHost,
    });
    expect(checkPlaylistForm({ ...values, albumArtUrls: ['cover.jpg'] }).errors).toEqual({
      albumArtUrls: validationMessages.albumArtUrl,
    });
    expect(
      checkPlaylistForm({ ...values, albumArtUrls: ['HTTPS://I.SCDN.CO/image/ab67'] }).body?.albumArtUrls,
    ).toEqual(['https://i.scdn.co/image/ab67']);
  });
});

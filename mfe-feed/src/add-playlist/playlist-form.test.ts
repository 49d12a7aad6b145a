import { validationMessages } from '@sonic-nexus/contract';
import { checkPlaylistForm, effectivePlatform, emptyPlaylistForm } from './playlist-form';

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
});

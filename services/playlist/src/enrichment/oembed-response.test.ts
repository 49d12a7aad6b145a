// What is kept of an oEmbed answer: checked, trimmed and capped; the rest is dropped.
import { TITLE_MAX } from '@sonic-nexus/contract';
import { metadataOf } from './oembed-response';

it('keeps the title, author and thumbnail of an answer', () => {
  expect(
    metadataOf({
      type: 'rich',
      html: '<iframe></iframe>',
      title: '  Deep   Focus ',
      author_name: 'Lofi Girl',
      thumbnail_url: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
    }),
  ).toEqual({
    title: 'Deep Focus',
    artist: 'Lofi Girl',
    thumbnailUrl: 'https://i.ytimg.com/vi/x/hqdefault.jpg',
  });
});

it('treats a missing or malformed field as unknown, and an answer naming nothing as none', () => {
  expect(metadataOf({ title: 'Mix', author_name: 42, thumbnail_url: 'javascript:alert(1)' })).toEqual({
    title: 'Mix',
    artist: '',
    thumbnailUrl: '',
  });
  expect(metadataOf({ thumbnail_url: 'ftp://x/y.jpg' })).toBeNull();
  expect(metadataOf({})).toBeNull();
  expect(metadataOf({ title: 'x'.repeat(500) })?.title).toHaveLength(TITLE_MAX);
});

it('throws on an answer that is no object', () => {
  for (const body of [null, 'html', 3, ['title']])
    expect(() => metadataOf(body)).toThrow('not a JSON object');
});

it('keeps a thumbnail only from a platform image host over https, normalised (issue 27)', () => {
  const thumbnail = (url: string) => metadataOf({ title: 'Mix', thumbnail_url: url })?.thumbnailUrl;
  expect(thumbnail('HTTPS://I.SCDN.CO:443/image/ab 67')).toBe('https://i.scdn.co/image/ab%2067');
  expect(thumbnail('https://i1.sndcdn.com/artworks-x-t500x500.jpg')).toBe(
    'https://i1.sndcdn.com/artworks-x-t500x500.jpg',
  );
  for (const url of [
    'https://example.com/cover.jpg',
    'http://i.ytimg.com/vi/x/hqdefault.jpg',
    'https://i.scdn.co\\@127.0.0.1/image/a',
    'https://i.scdn.co:8443/image/a',
    '/api/pictures/AbCdEfGhIjKlMnOpQrStUv',
    'https://i.scdn.co/im\tage/a',
    'https://i.scdn.co/image/a\nb',
  ]) {
    expect(thumbnail(url)).toBe('');
  }
});

import { SEARCH_QUERY_MAX, TAG_MAX_LENGTH } from '@sonic-nexus/contract';
import { feedSearchParams, hasSearch, normalizeQuery, readFeedSearch } from './feed-filters';

const read = (query: string) => readFeedSearch(new URLSearchParams(query));
const address = (...args: Parameters<typeof feedSearchParams>) => feedSearchParams(...args).toString();

describe('reading the feed search from the address', () => {
  it('reads tag, platform and q together', () => {
    expect(read('tag=Chill&platform=spotify&q=summer%20vibes')).toEqual({
      tag: 'chill',
      platform: 'spotify',
      q: 'summer vibes',
    });
  });

  it('trims every value and squeezes the spaces inside q', () => {
    expect(read('tag=%20%20LoFi%20&platform=%20Apple%20&q=%20%20summer%20%20%20vibes%20')).toEqual({
      tag: 'lofi',
      platform: 'apple',
      q: 'summer vibes',
    });
  });

  it('drops empty and blank values, unknown platforms and other parameters', () => {
    expect(read('')).toEqual({});
    expect(read('tag=&platform=&q=')).toEqual({});
    expect(read('tag=%20%20&q=%20%09%20')).toEqual({});
    expect(read('platform=myspace&playlist=abc&page=3')).toEqual({});
  });

  it('cuts q and tag to the longest the API accepts', () => {
    const long = read(`q=${'a'.repeat(SEARCH_QUERY_MAX + 40)}&tag=${'b'.repeat(TAG_MAX_LENGTH + 5)}`);
    expect(long.q).toHaveLength(SEARCH_QUERY_MAX);
    expect(long.tag).toHaveLength(TAG_MAX_LENGTH);
    // A cut that ends on a space leaves no trailing blank.
    expect(normalizeQuery(`${'a'.repeat(SEARCH_QUERY_MAX - 1)} b`)).toBe('a'.repeat(SEARCH_QUERY_MAX - 1));
  });

  it('reads back exactly what it writes, whatever the characters', () => {
    const search = { tag: 'hip-hop', platform: 'youtube', q: 'rock & roll? 100% "live"/#1' };
    expect(readFeedSearch(feedSearchParams(search))).toEqual(search);
  });
});

describe('writing the feed search into the address', () => {
  it('writes tag, platform and q in that order', () => {
    expect(address({ q: 'sumer', platform: 'youtube', tag: 'lofi beats' })).toBe(
      'tag=lofi+beats&platform=youtube&q=sumer',
    );
    expect(address({ platform: 'apple' })).toBe('platform=apple');
    expect(address({ q: 'jazz' })).toBe('q=jazz');
  });

  it('writes nothing for a cleared search, so the address is plain /', () => {
    expect(address({})).toBe('');
    expect(address({ tag: '', platform: '', q: '' })).toBe('');
    expect(address({ tag: '  ', q: ' \n ' })).toBe('');
  });

  it('normalises what it writes and leaves out unknown platforms', () => {
    expect(address({ tag: ' Chill ', q: '  summer   nights ', platform: 'myspace' })).toBe(
      'tag=chill&q=summer+nights',
    );
    expect(address({ q: 'x'.repeat(SEARCH_QUERY_MAX + 1) })).toBe(`q=${'x'.repeat(SEARCH_QUERY_MAX)}`);
  });

  it('tells a search from the plain feed', () => {
    expect(hasSearch({})).toBe(false);
    expect(hasSearch({ q: 'a' })).toBe(true);
    expect(hasSearch({ tag: 'a' })).toBe(true);
    expect(hasSearch({ platform: 'spotify' })).toBe(true);
  });
});

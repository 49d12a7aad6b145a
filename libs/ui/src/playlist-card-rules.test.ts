import { PRODUCT_NAME, errorToasts, validationMessages } from '@sonic-nexus/contract';
import { ApiError } from '@sonic-nexus/api-client';
import { formatExactTime, formatRelativeTime } from './relative-time';
import { playlistShareText, playlistShareUrl, shareTargetUrl } from './share-links';
import { addTag, draftTagError, removeTag } from './tag-entry';
import { voteFailureToast, voteFeedback } from './vote-feedback';

describe('relative time on cards', () => {
  const now = Date.parse('2025-01-10T12:00:00Z');
  it.each([
    ['2025-01-10T11:59:30Z', '0m ago'],
    ['2025-01-10T11:01:00Z', '59m ago'],
    ['2025-01-10T11:00:00Z', '1h ago'],
    ['2025-01-09T12:00:01Z', '23h ago'],
    ['2025-01-09T12:00:00Z', '1d ago'],
    ['2024-12-31T12:00:00Z', '10d ago'],
  ])('%s → %s', (at, text) => expect(formatRelativeTime(at, now)).toBe(text));
});

describe('exact time on hover', () => {
  // Local dates, so the expectations hold in any time zone the tests run in.
  it.each([
    [new Date(2026, 10, 26, 7, 5), 'Nov 26, 2026, 7:05 AM'],
    [new Date(2026, 0, 1, 0, 0), 'Jan 1, 2026, 12:00 AM'],
    [new Date(2025, 11, 31, 12, 30), 'Dec 31, 2025, 12:30 PM'],
    [new Date(2025, 5, 9, 23, 59), 'Jun 9, 2025, 11:59 PM'],
  ])('%s → %s', (at, text) => expect(formatExactTime(at)).toBe(text));

  it('reads the API’s ISO strings', () => {
    const at = new Date(2026, 2, 14, 15, 9);
    expect(formatExactTime(at.toISOString())).toBe('Mar 14, 2026, 3:09 PM');
  });
});

describe('tag entry', () => {
  it('trims, lowercases and ignores duplicates', () => {
    expect(addTag([], '  Lo-Fi Beats ')).toEqual({ tags: ['lo-fi beats'], error: null });
    expect(addTag(['chill'], 'CHILL')).toEqual({ tags: ['chill'], error: null });
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('refuses a fifth tag and characters outside the rule', () => {
    expect(addTag(['a', 'b', 'c', 'd'], 'e').error).toBe(validationMessages.tagsMax);
    expect(addTag([], 'rock&roll').error).toBe(validationMessages.tagPattern);
    expect(addTag([], 'x'.repeat(21)).error).toBe(validationMessages.tagLength);
  });

  it('says what is wrong with the tag being typed before it is added', () => {
    expect(draftTagError('')).toBeNull();
    expect(draftTagError('  Lo-Fi 2 ')).toBeNull();
    expect(draftTagError(` ${'x'.repeat(20)} `)).toBeNull();
    expect(draftTagError('x'.repeat(21))).toBe(validationMessages.tagLength);
    expect(draftTagError('rock&')).toBe(validationMessages.tagPattern);
  });
});

describe('share links', () => {
  it('shares {origin}/?playlist={id} with the product text', () => {
    expect(playlistShareUrl('http://localhost:8080', 'ab-12')).toBe('http://localhost:8080/?playlist=ab-12');
    expect(playlistShareText('apple', 'Late Night')).toBe(
      `Check out this Apple Music playlist "Late Night" on ${PRODUCT_NAME}! 🎵`,
    );
    const x = new URL(shareTargetUrl('x', 'http://h/?playlist=1', 'hi'));
    expect(x.searchParams.get('url')).toBe('http://h/?playlist=1');
    expect(new URL(shareTargetUrl('facebook', 'http://h/', 't')).searchParams.get('u')).toBe('http://h/');
    expect(new URL(shareTargetUrl('bluesky', 'http://h/', 't')).searchParams.get('text')).toBe('t http://h/');
  });
});

describe('vote feedback and failures', () => {
  it('has the spec feedback texts', () => {
    expect(voteFeedback.fire).toEqual({
      title: '🔥 +2 Slay Vote!',
      text: 'You gave this playlist a fire vote',
    });
    expect(voteFeedback.trash.title).toBe('🗑️ -1 Trash Vote!');
  });

  it('asks for verification when the server says so', () => {
    const error = new ApiError(403, '{"message":"Please verify your email to vote"}', 'Forbidden');
    expect(voteFailureToast(error, { emailVerified: false })).toEqual({
      title: errorToasts.voteVerify.title,
      description: errorToasts.voteVerify.text,
    });
    const mustLogin = new ApiError(401, '{"message":"You must be logged in to vote"}', 'Unauthorized');
    expect(voteFailureToast(mustLogin, { emailVerified: false }).title).toBe(errorToasts.voteVerify.title);
    expect(voteFailureToast(mustLogin, null)).toEqual({
      title: errorToasts.vote.title,
      description: 'You must be logged in to vote',
    });
  });

  it("falls back to 'Vote failed' with the message or the spec fallback", () => {
    expect(voteFailureToast(new ApiError(503, '', ''), { emailVerified: true })).toEqual({
      title: 'Vote failed',
      description: errorToasts.vote.fallback,
    });
  });
});

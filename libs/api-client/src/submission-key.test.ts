import { IDEMPOTENCY_KEY_HEADER } from '@sonic-nexus/contract';
import { submissionKeys } from './submission-key';

const keyOf = (headers: Record<string, string>) => headers[IDEMPOTENCY_KEY_HEADER];

describe('submissionKeys', () => {
  it('sends the same key again for the same form until it succeeds, then a new one', () => {
    const keys = submissionKeys();
    const first = keyOf(keys.headersFor({ title: 'A', tags: ['x'] }));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(keys.headersFor({ title: 'A', tags: ['x'] }))).toBe(first);
    keys.done();
    expect(keyOf(keys.headersFor({ title: 'A', tags: ['x'] }))).not.toBe(first);
  });

  it('gives a changed form a new key', () => {
    const keys = submissionKeys();
    const first = keyOf(keys.headersFor({ title: 'A' }));
    expect(keyOf(keys.headersFor({ title: 'B' }))).not.toBe(first);
  });
});

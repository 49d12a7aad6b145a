import { createNoticeTracker, SESSION_NOTICE_STALE_MS } from './session-notices';

const msg = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

describe('the session notice tracker', () => {
  it('trusts the notices from the first beat, and names each changed user', () => {
    const changed: number[] = [];
    const t = createNoticeTracker((id) => changed.push(id));
    expect(t.trustedSince(0)).toBeNull();
    t.onMessage(msg({ beat: 'user-a' }), 100);
    expect(t.trustedSince(150)).toBe(100);
    t.onMessage(msg({ userId: 7 }), 200);
    expect(changed).toEqual([7]);
  });

  it('stops trusting when a replica heard from lately misses its beats, and trusts anew from its next', () => {
    const t = createNoticeTracker(() => undefined);
    t.onMessage(msg({ beat: 'user-a' }), 0);
    t.onMessage(msg({ beat: 'user-b' }), 0);
    t.onMessage(msg({ beat: 'user-a' }), 900);
    expect(t.trustedSince(900)).toBe(0);
    t.onMessage(msg({ beat: 'user-a' }), 1_200);
    expect(t.trustedSince(1_200)).toBeNull(); // user-b last beat more than a second ago
    t.onMessage(msg({ beat: 'user-b' }), 1_300);
    expect(t.trustedSince(1_300)).toBe(1_300);
  });

  it('forgets a replica silent for long (scaled down), and then trusts the others again', () => {
    const t = createNoticeTracker(() => undefined);
    t.onMessage(msg({ beat: 'user-a' }), 0);
    t.onMessage(msg({ beat: 'user-b' }), 0);
    for (let at = 250; at <= 10_500; at += 250) t.onMessage(msg({ beat: 'user-a' }), at);
    expect(t.trustedSince(10_500)).not.toBeNull();
  });

  it('distrusts when every replica falls silent', () => {
    const t = createNoticeTracker(() => undefined);
    t.onMessage(msg({ beat: 'user-a' }), 0);
    expect(t.trustedSince(SESSION_NOTICE_STALE_MS + 1)).toBeNull();
  });

  it('ignores what is not a notice', () => {
    const changed: number[] = [];
    const t = createNoticeTracker((id) => changed.push(id));
    for (const bad of ['nope', '{}', '{"userId":-1}', '{"userId":"7"}', '{"beat":""}'])
      t.onMessage(new TextEncoder().encode(bad), 0);
    expect(changed).toEqual([]);
    expect(t.trustedSince(0)).toBeNull();
  });
});

import type http from 'node:http';
import { createQueueWait, waitedMs } from './queue-wait';

const stamped = (header: string | undefined) =>
  ({ headers: header === undefined ? {} : { 'x-request-start': header } }) as unknown as http.IncomingMessage;

describe('createQueueWait', () => {
  it('is off with a target of 0', () => {
    expect(createQueueWait({ targetMs: 0, intervalMs: 100 })).toBeNull();
  });

  it('lets waits over the target through while the queue drains (some request of the interval waited less)', () => {
    const q = createQueueWait({ targetMs: 10, intervalMs: 100 })!;
    expect(q.tooLate(30, 0)).toBe(false);
    expect(q.tooLate(2, 50)).toBe(false);
    expect(q.tooLate(40, 120)).toBe(false); // the interval before had a 2 ms wait: no standing queue
    expect(q.standing).toBe(false);
  });

  it('refuses waits over the target once every wait of an interval was over it, and stops when one is not', () => {
    const q = createQueueWait({ targetMs: 10, intervalMs: 100 })!;
    expect(q.tooLate(30, 0)).toBe(false);
    expect(q.tooLate(25, 60)).toBe(false);
    expect(q.tooLate(20, 110)).toBe(true); // every wait of [0, 100) was over 10 ms
    expect(q.standing).toBe(true);
    expect(q.tooLate(5, 150)).toBe(false); // within the target: always taken
    expect(q.tooLate(20, 215)).toBe(false); // [110, 215) had a 5 ms wait: drained
    expect(q.standing).toBe(false);
  });

  it('forgets a standing queue after a quiet spell', () => {
    const q = createQueueWait({ targetMs: 10, intervalMs: 100 })!;
    q.tooLate(30, 0);
    q.tooLate(20, 110);
    expect(q.standing).toBe(true);
    expect(q.tooLate(20, 1_000)).toBe(false);
    expect(q.standing).toBe(false);
  });

  it('refuses what waited a whole interval, standing queue or not', () => {
    const q = createQueueWait({ targetMs: 10, intervalMs: 100 })!;
    expect(q.tooLate(101, 0)).toBe(true);
    expect(q.tooLate(100, 1)).toBe(false);
  });
});

describe('waitedMs', () => {
  const now = 1_800_000_000_000;
  it('reads the edge’s stamp from a trusted peer', () => {
    expect(waitedMs(stamped(`t=${now - 42}`), true, now)).toBe(42);
    expect(waitedMs(stamped(`t=${now + 5}`), true, now)).toBe(0); // clocks a little apart
  });

  it('ignores a stamp from a peer that is no trusted proxy, and a missing or malformed one', () => {
    expect(waitedMs(stamped(`t=${now - 42}`), false, now)).toBeNull();
    expect(waitedMs(stamped(undefined), true, now)).toBeNull();
    for (const bad of [`${now}`, `t=${now}.5`, 't=abc', `t=${now - 42}, t=${now}`, 't=17'])
      expect(waitedMs(stamped(bad), true, now)).toBeNull();
  });
});

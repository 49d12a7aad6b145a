// The shell starts once the first paint is reported, or after its timeout when none is.
import { afterFirstPaint } from './after-first-paint';

class FakePaintObserver {
  static last: FakePaintObserver | undefined;
  observed: { type: string; buffered: boolean } | undefined;
  disconnected = false;
  constructor(readonly report: () => void) {
    FakePaintObserver.last = this;
  }
  observe(options: { type: string; buffered: boolean }) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
}

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    return done;
  };

  it('waits for the buffered paint entry and then stops observing', async () => {
    const painted = afterFirstPaint(300, FakePaintObserver);
    const observer = FakePaintObserver.last!;
    expect(observer.observed).toEqual({ type: 'paint', buffered: true });
    expect(await settled(painted)).toBe(false);
    observer.report();
    expect(await settled(painted)).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it('goes on after the timeout when no paint is reported', async () => {
    const painted = afterFirstPaint(300, FakePaintObserver);
    jest.advanceTimersByTime(299);
    expect(await settled(painted)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(painted)).toBe(true);
    expect(FakePaintObserver.last!.disconnected).toBe(true);
  });

  it('relies on the timeout alone without paint timing', async () => {
    const painted = afterFirstPaint(300, undefined);
    jest.advanceTimersByTime(300);
    expect(await settled(painted)).toBe(true);
  });
});

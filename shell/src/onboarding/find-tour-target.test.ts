import { findTourTarget } from './find-tour-target';

describe('findTourTarget', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('retries at 100, 500 and 1000 ms until the target appears', () => {
    const target = {} as Element;
    const seenAt: number[] = [];
    let now = 0;
    const lookup = () => {
      seenAt.push(now);
      return now >= 500 ? target : null;
    };
    const onResult = jest.fn();
    findTourTarget(lookup, onResult);
    for (const step of [100, 400]) {
      now += step;
      jest.advanceTimersByTime(step);
    }
    expect(seenAt).toEqual([0, 100, 500]);
    expect(onResult).toHaveBeenCalledWith(target);
    jest.advanceTimersByTime(1000);
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('gives up with null after the last retry', () => {
    const onResult = jest.fn();
    findTourTarget(() => null, onResult);
    jest.advanceTimersByTime(999);
    expect(onResult).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onResult).toHaveBeenCalledWith(null);
  });
});

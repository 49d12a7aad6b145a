// watchNearScreen: reports once when the element comes near the screen, then stops watching.
import { watchNearScreen } from './use-near-screen';

class FakeObserver {
  static last: FakeObserver | undefined;
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const element = {} as Element;

describe('watchNearScreen', () => {
  it('reports when the element comes within the margin, once, and stops watching', () => {
    const onNear = jest.fn();
    watchNearScreen(element, onNear, '200px', FakeObserver);
    const observer = FakeObserver.last!;
    expect(observer.watched).toEqual([element]);
    expect(observer.options).toEqual({ rootMargin: '200px' });
    observer.report([{ isIntersecting: false }]);
    expect(onNear).not.toHaveBeenCalled();
    observer.report([{ isIntersecting: true }]);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('stops watching when cleaned up before the element came near', () => {
    const onNear = jest.fn();
    const cleanup = watchNearScreen(element, onNear, '0px', FakeObserver);
    cleanup();
    expect(FakeObserver.last!.disconnected).toBe(true);
    expect(onNear).not.toHaveBeenCalled();
  });

  it('reports at once where there is no IntersectionObserver', () => {
    const onNear = jest.fn();
    watchNearScreen(element, onNear, '200px', undefined);
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});

// useWideScreen reads one media query: wide from 576 px (antd's `sm`), wide where there is no
// screen (the build's prerender), one query object for every reader, and its listeners released.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

type Listener = () => void;

function fakeScreen(wide: boolean) {
  const listeners = new Set<Listener>();
  const queries: string[] = [];
  const list = {
    matches: wide,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  const matchMedia = (query: string) => {
    queries.push(query);
    return list;
  };
  return { list, listeners, queries, matchMedia };
}

describe('useWideScreen', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
    jest.resetModules();
  });

  it('is wide where there is no screen to ask (the prerender)', async () => {
    const { useWideScreen, wideScreenStore } = await import('./use-wide-screen');
    const Probe = () => (useWideScreen() ? 'wide' : 'compact');
    expect(renderToStaticMarkup(createElement(Probe))).toBe('wide');
    expect(wideScreenStore.getSnapshot()).toBe(true);
  });

  it("follows the screen's (min-width: 576px) through one query for every reader", async () => {
    const screen = fakeScreen(false);
    (globalThis as { window?: unknown }).window = { matchMedia: screen.matchMedia };
    const { wideScreenStore } = await import('./use-wide-screen');
    expect(wideScreenStore.getSnapshot()).toBe(false);
    const changes: string[] = [];
    const stopFirst = wideScreenStore.subscribe(() => changes.push('first'));
    const stopSecond = wideScreenStore.subscribe(() => changes.push('second'));
    expect(screen.queries).toEqual(['(min-width: 576px)']);
    screen.list.matches = true;
    screen.listeners.forEach((listener) => listener());
    expect(changes).toEqual(['first', 'second']);
    expect(wideScreenStore.getSnapshot()).toBe(true);
    stopFirst();
    stopSecond();
    expect(screen.listeners.size).toBe(0);
  });
});

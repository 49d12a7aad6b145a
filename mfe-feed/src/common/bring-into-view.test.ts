// bringIntoView: an area asked for comes under the sticky top bar unless its top is already in the
// upper half of the screen, and focus goes in without a second scroll (issue 30: the add form
// opened 2,500 px above the screen, focus left on the button).
import { bringIntoView } from './bring-into-view';

function area(top: number) {
  return {
    getBoundingClientRect: () => ({ top }),
    scrollIntoView: jest.fn(),
  } as unknown as HTMLElement & { scrollIntoView: jest.Mock };
}

describe('bringIntoView', () => {
  beforeAll(() => {
    (globalThis as { window?: unknown }).window = { innerHeight: 844 };
  });
  afterAll(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('scrolls an area above or far below the screen to its top, focus without a scroll', () => {
    for (const top of [-2500, 3000, 600]) {
      const target = area(top);
      const focus = jest.fn();
      bringIntoView(target, { focus });
      expect(target.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
      expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    }
  });

  it('leaves an area whose top is in the upper half of the screen where it is', () => {
    for (const top of [72, 300, 422]) {
      const target = area(top);
      bringIntoView(target);
      expect(target.scrollIntoView).not.toHaveBeenCalled();
    }
  });

  it('does nothing without an area', () => {
    expect(() => bringIntoView(null)).not.toThrow();
  });
});

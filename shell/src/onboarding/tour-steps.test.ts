import { highlightedElement, tourSteps } from './tour-steps';

/** An element stand-in whose closest() finds `frame` for the one selector it is wrapped in. */
const inside = (wrapper: string, frame: Element) =>
  ({ closest: (selector: string) => (selector === wrapper ? frame : null) }) as unknown as Element;

describe('the tour highlights', () => {
  it("the search box's bordered frame, not antd's inner <input> (it was offset from the box)", () => {
    const search = tourSteps[0];
    expect(search.title).toBe('Discover Music');
    const frame = { tagName: 'SPAN' } as unknown as Element;
    const input = inside('.ant-input-affix-wrapper', frame);
    expect(highlightedElement(input, search.frame)).toBe(frame);
  });

  it('the target itself when it has no frame, or is not inside one', () => {
    const target = inside('.elsewhere', {} as Element);
    expect(highlightedElement(target, undefined)).toBe(target);
    expect(highlightedElement(target, '.ant-input-affix-wrapper')).toBe(target);
    expect(highlightedElement(null, '.ant-input-affix-wrapper')).toBeNull();
  });
});

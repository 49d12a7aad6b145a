// The SVG icons that replaced emoji: antd's drawing as plain elements, hidden from assistive
// technology unless they alone carry the meaning.
import { FireFilled } from '@ant-design/icons';
import FireDrawing from '@ant-design/icons-svg/es/asn/FireFilled';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlatformIcon } from './PlatformIcon';
import { SvgIcon } from './SvgIcon';
import { VoteIcon } from './VoteIcon';

const pathsOf = (html: string) => [...html.matchAll(/<path d="([^"]+)"/g)].map((match) => match[1]);

describe('icons drawn as SVG', () => {
  it('draws the same paths as antd’s icon component, at 1em in the current colour', () => {
    const plain = renderToStaticMarkup(<SvgIcon definition={FireDrawing} />);
    const antd = renderToStaticMarkup(<FireFilled />);
    expect(pathsOf(plain)).toHaveLength(1);
    expect(pathsOf(plain)).toEqual(pathsOf(antd));
    expect(plain).toMatch(
      /^<svg viewBox="64 64 896 896" focusable="false" width="1em" height="1em" fill="currentColor"/,
    );
  });

  it('is hidden from assistive technology without a label, an image with one', () => {
    expect(renderToStaticMarkup(<SvgIcon definition={FireDrawing} />)).toContain('aria-hidden="true"');
    const labelled = renderToStaticMarkup(<SvgIcon definition={FireDrawing} label="fire" />);
    expect(labelled).toContain('role="img"');
    expect(labelled).toContain('aria-label="fire"');
    expect(labelled).not.toContain('aria-hidden');
  });

  it('names a vote only when asked to', () => {
    expect(renderToStaticMarkup(<VoteIcon type="thumbs_up" labelled />)).toContain('aria-label="thumbs up"');
    expect(renderToStaticMarkup(<VoteIcon type="trash" />)).toContain('aria-hidden="true"');
    expect(renderToStaticMarkup(<VoteIcon type="fire" labelled="Fire votes:" />)).toContain(
      'aria-label="Fire votes:"',
    );
  });

  it('spells the drawings’ SVG attributes as React props, so React warns of none', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToStaticMarkup(<PlatformIcon platform="spotify" size={22} />);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(html).toContain('fill-rule="evenodd"');
  });

  it('gives an unknown platform the music note and no emoji anywhere', () => {
    const known = renderToStaticMarkup(<PlatformIcon platform="spotify" size={22} />);
    const unknown = renderToStaticMarkup(<PlatformIcon platform="bandcamp" size={22} />);
    expect(known).toContain('font-size:22px');
    expect(unknown).toContain('<ellipse');
    expect(known + unknown).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});

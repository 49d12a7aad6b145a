// libs/ui's Typography draws what antd's does for the props the site uses: the same element, the
// same classes (so the static stylesheet styles it the same), the same inner markup.
import { ConfigProvider, Typography as AntTypography } from 'antd';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cosmicTheme } from './cosmic-theme';
import { Typography } from './Typography';

/** The markup with each class list sorted, and antd's build-hash class left out. */
function normalised(element: ReactElement): string {
  const html = renderToStaticMarkup(<ConfigProvider theme={cosmicTheme}>{element}</ConfigProvider>);
  return html.replace(/class="([^"]*)"/g, (_match, list: string) => {
    const classes = list.split(/\s+/).filter((name) => name && !name.startsWith('css-dev-only'));
    return `class="${classes.sort().join(' ')}"`;
  });
}

describe('Typography without antd code', () => {
  it.each([
    [
      'Text',
      <AntTypography.Text key="a">hi</AntTypography.Text>,
      <Typography.Text key="b">hi</Typography.Text>,
    ],
    [
      'secondary strong Text',
      <AntTypography.Text key="a" type="secondary" strong>
        hi
      </AntTypography.Text>,
      <Typography.Text key="b" type="secondary" strong>
        hi
      </Typography.Text>,
    ],
    [
      'italic danger Text',
      <AntTypography.Text key="a" type="danger" italic>
        hi
      </AntTypography.Text>,
      <Typography.Text key="b" type="danger" italic>
        hi
      </Typography.Text>,
    ],
    [
      'Paragraph',
      <AntTypography.Paragraph key="a" type="secondary">
        hi
      </AntTypography.Paragraph>,
      <Typography.Paragraph key="b" type="secondary">
        hi
      </Typography.Paragraph>,
    ],
    [
      'Title',
      <AntTypography.Title key="a">hi</AntTypography.Title>,
      <Typography.Title key="b">hi</Typography.Title>,
    ],
    [
      'Title level 3',
      <AntTypography.Title key="a" level={3}>
        hi
      </AntTypography.Title>,
      <Typography.Title key="b" level={3}>
        hi
      </Typography.Title>,
    ],
  ])('%s', (_name, antd, ours) => {
    expect(normalised(ours)).toBe(normalised(antd));
  });
});

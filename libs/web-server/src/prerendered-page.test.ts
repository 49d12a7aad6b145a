// The shell server's side of a drawn page: the layout guessed from what the browser says of
// itself, and the page placed into main (and nowhere when the page has no empty main).
import { injectPrerenderedPage, wantsWideLayout } from './prerendered-page';

const asking = (headers: Record<string, string>) =>
  ({
    get: (name: string) => headers[name.toLowerCase()],
  }) as Parameters<typeof wantsWideLayout>[0];

it('draws the compact layout for a browser that says it is a phone, the wide one otherwise', () => {
  const android =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
  expect(wantsWideLayout(asking({ 'sec-ch-ua-mobile': '?1' }))).toBe(false);
  // The hint outranks the user agent (a tablet's Chromium says ?0).
  expect(wantsWideLayout(asking({ 'sec-ch-ua-mobile': '?0', 'user-agent': android }))).toBe(true);
  expect(wantsWideLayout(asking({ 'user-agent': android }))).toBe(false);
  expect(
    wantsWideLayout(asking({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148' })),
  ).toBe(false);
  expect(wantsWideLayout(asking({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' }))).toBe(
    true,
  );
  expect(wantsWideLayout(asking({}))).toBe(true);
});

it('places the page only into an empty main, and its cache as JSON no markup can end', () => {
  const page = {
    html: '<p>drawn</p>',
    state: { queries: [{ title: '</script><script>alert(1)</script>\u2028' }] },
  };
  const html = injectPrerenderedPage('<body><main id="m"></main></body>', 'feed', page);
  expect(html).toContain('<main id="m"><div data-prerendered-area="feed" inert=""><p>drawn</p></div></main>');
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  const json = /<script type="application\/json" id="prerendered-state">(.*)<\/script>/s.exec(html)?.[1];
  expect(JSON.parse(json ?? '')).toEqual(page.state);
  for (const page0 of ['<body><main id="m"><p>x</p></main></body>', '<body><div id="root"></div></body>'])
    expect(injectPrerenderedPage(page0, 'feed', page)).toBe(page0);
});

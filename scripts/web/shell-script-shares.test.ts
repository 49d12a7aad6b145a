// How the shell's scripts on a page are told apart: own code, or the chunks the shell's manifest
// lists for a shared module (a chunk two modules share is named once, by both).
import type { PageResource, PageWeight } from './page-weight';
import { shellScriptShares, sharesReport, type FederationManifest } from './shell-script-shares';

const script = (url: string, wireBytes: number): PageResource => ({
  url,
  type: 'script',
  wireBytes,
  encoding: 'br',
});

const weight: PageWeight = {
  path: '/',
  resources: [
    script('/main.aa.js', 28_000),
    script('/275.bb.js', 55_800),
    script('/858.cc.js', 59_000),
    script('/818.dd.js', 18_700),
    script('/198.ee.js', 6_400),
    script('/mfe/feed/remoteEntry.js', 27_500),
    { url: '/antd.css', type: 'stylesheet', wireBytes: 33_500, encoding: 'br' },
  ],
  jsWireBytes: 195_400,
  totalWireBytes: 228_900,
};

const manifest: FederationManifest = {
  shared: [
    { name: 'react-dom/client', assets: { js: { sync: ['275.bb.js'], async: [] } } },
    { name: 'antd', assets: { js: { sync: ['818.dd.js', '858.cc.js'], async: [] } } },
    { name: 'antd/later', assets: { js: { sync: ['153.ff.js', '858.cc.js'], async: [] } } },
  ],
};

describe("the shell's scripts by what they are", () => {
  const shares = shellScriptShares(weight, manifest);

  it('counts a chunk of a shared module under its share keys, and any other shell script as own code', () => {
    expect(shares).toEqual([
      { what: 'antd + antd/later', wireBytes: 59_000 },
      { what: 'react-dom/client', wireBytes: 55_800 },
      { what: 'own code', wireBytes: 34_400 },
      { what: 'antd', wireBytes: 18_700 },
    ]);
  });

  it('prints the own code, then the shared modules with their sum', () => {
    expect(sharesReport(shares).split('\n')).toEqual([
      "The shell's scripts: its own code 34.4 KB; the shared modules it provides 133.5 KB:",
      '  antd + antd/later 59.0 KB, react-dom/client 55.8 KB, antd 18.7 KB',
    ]);
  });
});

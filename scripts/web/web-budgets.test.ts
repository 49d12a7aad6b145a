// How the issue 11 budgets classify and sum what Chromium transferred. The figures themselves are
// measured on the real platform with content by e2e/tests/60-page-weight.spec.ts (a front end
// measured against a failing /api shows its error state and leaves out the code the cards load).
import type { PageResource, PageWeight } from './page-weight';
import { BUDGET_NAMES, checkBudgets, weightReport } from './web-budgets';

const resource = (url: string, type: string, wireBytes: number): PageResource => ({
  url,
  type,
  wireBytes,
  encoding: 'br',
});

function weightOf(resources: PageResource[]): PageWeight {
  const sum = (list: PageResource[]) => list.reduce((total, r) => total + r.wireBytes, 0);
  return {
    path: '/',
    resources,
    jsWireBytes: sum(resources.filter((r) => r.type === 'script')),
    totalWireBytes: sum(resources),
  };
}

const page = weightOf([
  resource('/', 'document', 900),
  resource('/main.1234.js', 'script', 60_000),
  resource('/951.abcd.js', 'script', 60_001),
  resource('/antd.css', 'stylesheet', 34_000),
  resource('/mfe/feed/remoteEntry.js', 'script', 30_001),
  resource('/mfe/profile/remoteEntry.js', 'script', 30_000),
  resource('/mfe/feed/418.js', 'script', 6_000),
  resource('/api/pictures/abc', 'image', 250_000),
]);

describe('issue 11 weight budgets', () => {
  const budgets = checkBudgets(page);
  const byName = new Map(budgets.map((b) => [b.name, b]));

  it("counts the shell origin's and the remotes' scripts alike in the totals, and no origin alone", () => {
    expect(budgets.map((b) => b.name)).toEqual([
      BUDGET_NAMES.allJs,
      BUDGET_NAMES.everything,
      'remote entry /mfe/feed/remoteEntry.js',
      'remote entry /mfe/profile/remoteEntry.js',
    ]);
    expect(byName.get(BUDGET_NAMES.allJs)).toMatchObject({ actualBytes: 186_002, met: true });
    expect(byName.get(BUDGET_NAMES.everything)).toMatchObject({
      limitBytes: 450_000,
      actualBytes: 470_902,
      met: false,
    });
  });

  it('checks each remote entry on its own against 30 KB of 1000 bytes', () => {
    expect(budgets.filter((b) => b.name.startsWith('remote entry'))).toEqual([
      { name: 'remote entry /mfe/feed/remoteEntry.js', limitBytes: 30_000, actualBytes: 30_001, met: false },
      {
        name: 'remote entry /mfe/profile/remoteEntry.js',
        limitBytes: 30_000,
        actualBytes: 30_000,
        met: true,
      },
    ]);
  });

  it('prints every resource, largest first, then each budget met or not', () => {
    const lines = weightReport(page, budgets).split('\n');
    expect(lines[0]).toBe(
      'GET / as a guest, cold cache (Chromium): 8 requests, 186.0 KB JavaScript, 470.9 KB in all over the wire',
    );
    expect(lines[1]).toBe('  image        250.0 KB  br       /api/pictures/abc');
    expect(lines[8]).toBe('  document       0.9 KB  br       /');
    expect(lines.slice(9)).toEqual([
      'Budgets (issue 11, KB = 1000 bytes):',
      '  met     all JavaScript on /: 186.0 KB of 300.0 KB (186002 bytes)',
      '  NOT met everything on /: 470.9 KB of 450.0 KB (470902 bytes)',
      '  NOT met remote entry /mfe/feed/remoteEntry.js: 30.0 KB of 30.0 KB (30001 bytes)',
      '  met     remote entry /mfe/profile/remoteEntry.js: 30.0 KB of 30.0 KB (30000 bytes)',
    ]);
  });
});

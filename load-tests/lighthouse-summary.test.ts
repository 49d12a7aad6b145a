// The Lighthouse bench's own logic: its command line, what it reads from a Lighthouse report (a
// trimmed copy of the shape Lighthouse 12.8.2 writes), the median and the printed lines.
import {
  diagnosisLines,
  figuresLine,
  median,
  pageMedian,
  parseLighthouseArgs,
  runFigures,
  type RunFigures,
} from './lighthouse-summary';

const origin = 'http://localhost:8080';

function report(perf: number | null, lcp: number, extra: Record<string, unknown> = {}) {
  const numeric = (numericValue: number) => ({ numericValue, numericUnit: 'millisecond' });
  return {
    lighthouseVersion: '12.8.2',
    categories: {
      performance: { score: perf },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 0.915 },
    },
    audits: {
      'first-contentful-paint': numeric(1793.2),
      'largest-contentful-paint': numeric(lcp),
      'total-blocking-time': numeric(587.5),
      'cumulative-layout-shift': { numericValue: 0.0123, numericUnit: 'unitless' },
      'speed-index': numeric(1815.4),
      'largest-contentful-paint-element': {
        details: {
          type: 'list',
          items: [
            {
              type: 'table',
              items: [{ node: { selector: 'header > h1.ant-typography', nodeLabel: 'Sonic Nexus' } }],
            },
            { type: 'table', items: [{ phase: 'TTFB', timing: 454 }] },
          ],
        },
      },
      'long-tasks': {
        details: {
          items: [
            { url: `${origin}/275.js`, duration: 441, startTime: 4676 },
            { url: 'Unattributable', duration: 60, startTime: 100 },
          ],
        },
      },
      'bootup-time': {
        details: {
          items: [1, 7, 3, 9, 5, 8].map((n) => ({
            url: `${origin}/${n}.js`,
            total: n * 100,
            scripting: n * 90,
          })),
        },
      },
    },
    ...extra,
  };
}

describe('bench:lighthouse arguments', () => {
  it('defaults to its own platform and 3 runs', () => {
    expect(parseLighthouseArgs([])).toEqual({ url: undefined, runs: 3 });
  });

  it('takes an origin (path dropped) and a number of runs', () => {
    expect(parseLighthouseArgs(['--url', 'http://localhost:8080/x', '--runs', '5'])).toEqual({
      url: 'http://localhost:8080',
      runs: 5,
    });
  });

  it.each([
    [['--url'], '--url needs a value'],
    [['--url', 'localhost:8080'], '--url needs an http(s) origin, got "localhost:8080"'],
    [['--runs', '0'], '--runs must be a whole number from 1 to 20, got "0"'],
    [['--runs', '2.5'], '--runs must be a whole number from 1 to 20, got "2.5"'],
    [['--port', '1'], 'unknown flag --port'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseLighthouseArgs(argv)).toThrow(message);
  });
});

describe('one Lighthouse run', () => {
  it('reads the scores, metrics, LCP element, long tasks and the five costliest scripts', () => {
    expect(runFigures(report(0.67, 4667.4))).toEqual({
      scores: { performance: 67, accessibility: 100, 'best-practices': 96, seo: 92 },
      fcpMs: 1793.2,
      lcpMs: 4667.4,
      tbtMs: 587.5,
      cls: 0.0123,
      speedIndexMs: 1815.4,
      lcpElement: 'header > h1.ant-typography "Sonic Nexus"',
      longTasks: [
        { url: `${origin}/275.js`, durationMs: 441 },
        { url: 'Unattributable', durationMs: 60 },
      ],
      bootupTop5: [9, 8, 7, 5, 3].map((n) => ({
        url: `${origin}/${n}.js`,
        totalMs: n * 100,
        scriptingMs: n * 90,
      })),
    });
  });

  it('says why no LCP element is named when Lighthouse found none', () => {
    const found = report(0.67, 4667.4);
    const none = {
      ...found,
      audits: { ...found.audits, 'largest-contentful-paint-element': { scoreDisplayMode: 'notApplicable' } },
    };
    expect(runFigures(none).lcpElement).toBe('none named (Lighthouse: notApplicable)');
  });

  it('fails on a run Lighthouse could not complete, and on JSON that is no report', () => {
    expect(() =>
      runFigures(report(null, 0, { runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } })),
    ).toThrow('Lighthouse: NO_FCP: The page did not paint');
    expect(() => runFigures({ categories: {} })).toThrow(/performance/);
  });
});

describe('the median of a page', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow('median of nothing');
  });

  it('takes each figure on its own, and leaves out runs a category could not be scored in', () => {
    const runs: RunFigures[] = [
      runFigures(report(0.5, 9000)),
      runFigures(report(null, 3000)),
      runFigures(report(0.9, 5000)),
    ];
    const m = pageMedian(runs);
    expect(m).toEqual({
      scores: { performance: 70, accessibility: 100, 'best-practices': 96, seo: 92 },
      fcpMs: 1793.2,
      lcpMs: 5000,
      tbtMs: 587.5,
      cls: 0.0123,
      speedIndexMs: 1815.4,
    });
    expect(figuresLine('home', m)).toBe(
      'home        perf 70 · a11y 100 · best 96 · seo 92 | FCP 1793 ms · LCP 5000 ms · TBT 588 ms · CLS 0.012 · SI 1815 ms',
    );
  });

  it('prints the diagnosis with paths on the measured origin', () => {
    expect(diagnosisLines(runFigures(report(0.67, 4667.4)), origin)).toEqual([
      '  LCP element: header > h1.ant-typography "Sonic Nexus"',
      '  long tasks: /275.js 441 ms, Unattributable 60 ms',
      '  bootup top 5: /9.js 900 ms, /8.js 800 ms, /7.js 700 ms, /5.js 500 ms, /3.js 300 ms',
    ]);
  });
});

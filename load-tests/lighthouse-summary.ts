// What `npm run bench:lighthouse` reads from each Lighthouse report (the parts of its JSON it uses,
// checked with zod), the median over the runs of a page, and the lines it prints.
import { z } from 'zod';

export const LIGHTHOUSE_USAGE = `Usage: npm run bench:lighthouse [-- --url <origin>] [--runs N]
Lighthouse (deploy/local/tools/lighthouse) in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium),
mobile settings with simulated throttling, on / and on a playlist page, N runs each (default 3),
one after another; prints every run and the median, with the main thread's CPU time after the first
paint read from each run's trace (steadier than TBT on a busy machine), and writes
load-tests/lighthouse-report.json.
--url measures a running platform (e.g. npm start's http://localhost:8080, seeded); without it the
bench starts a platform of its own on free ports and seeds it.`;

export interface LighthouseArgs {
  /** a running platform's origin; undefined: the bench starts and seeds its own */
  url: string | undefined;
  runs: number;
}

export function parseLighthouseArgs(argv: string[]): LighthouseArgs {
  const args: LighthouseArgs = { url: undefined, runs: 3 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i] as string, argv[i + 1]];
    if (flag !== '--url' && flag !== '--runs') throw new Error(`unknown flag ${flag}\n${LIGHTHOUSE_USAGE}`);
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
    if (flag === '--url') {
      if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
        throw new Error(`--url needs an http(s) origin, got "${value}"`);
      args.url = new URL(value).origin;
    } else {
      const runs = Number(value);
      if (!/^\d+$/.test(value) || runs < 1 || runs > 20)
        throw new Error(`--runs must be a whole number from 1 to 20, got "${value}"`);
      args.runs = runs;
    }
  }
  return args;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

const category = z.object({ score: z.number().nullable() });
const numeric = z.object({ numericValue: z.number() });
const tableOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
const lcpNode = z.object({
  node: z.object({ selector: z.string().optional(), nodeLabel: z.string().optional() }),
});
const lighthouseResult = z.object({
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  categories: z.object({
    performance: category,
    accessibility: category,
    'best-practices': category,
    seo: category,
  }),
  audits: z.object({
    'first-contentful-paint': numeric,
    'largest-contentful-paint': numeric,
    'total-blocking-time': numeric,
    'cumulative-layout-shift': numeric,
    'speed-index': numeric,
    // A list whose first table names the element (Lighthouse 12).
    'largest-contentful-paint-element': z.object({
      // notApplicable when the trace's element is no longer in the page (replaced after it painted)
      scoreDisplayMode: z.string().optional(),
      details: z.object({ items: z.array(z.unknown()) }).optional(),
    }),
    'long-tasks': z.object({
      details: tableOf(z.object({ url: z.string(), duration: z.number() })).optional(),
    }),
    'bootup-time': z.object({
      details: tableOf(z.object({ url: z.string(), total: z.number(), scripting: z.number() })).optional(),
    }),
  }),
});

export interface RunFigures {
  /** 0-100, null when Lighthouse could not score the category */
  scores: Record<Category, number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** the element's selector and text, or why Lighthouse named none */
  lcpElement: string;
  longTasks: Array<{ url: string; durationMs: number }>;
  bootupTop5: Array<{ url: string; totalMs: number; scriptingMs: number }>;
}

function lcpElementOf(audit: { scoreDisplayMode?: string; details?: { items: unknown[] } }): string {
  for (const table of audit.details?.items ?? []) {
    const rows = tableOf(lcpNode).safeParse(table);
    const node = rows.success ? rows.data.items[0]?.node : undefined;
    if (node) return [node.selector, node.nodeLabel && `"${node.nodeLabel}"`].filter(Boolean).join(' ');
  }
  return `none named (Lighthouse: ${audit.scoreDisplayMode ?? 'no details'})`;
}

/** The figures of one run from Lighthouse's JSON; throws when the run failed or the JSON is not one. */
export function runFigures(json: unknown): RunFigures {
  const lhr = lighthouseResult.parse(json);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const a = lhr.audits;
  const score = (c: Category) => {
    const s = lhr.categories[c].score;
    return s === null ? null : Math.round(s * 100);
  };
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as RunFigures['scores'],
    fcpMs: a['first-contentful-paint'].numericValue,
    lcpMs: a['largest-contentful-paint'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    speedIndexMs: a['speed-index'].numericValue,
    lcpElement: lcpElementOf(a['largest-contentful-paint-element']),
    longTasks: (a['long-tasks'].details?.items ?? []).map((t) => ({ url: t.url, durationMs: t.duration })),
    bootupTop5: [...(a['bootup-time'].details?.items ?? [])]
      .sort((x, y) => y.total - x.total)
      .slice(0, 5)
      .map((b) => ({ url: b.url, totalMs: b.total, scriptingMs: b.scripting })),
  };
}

/** The middle value; of an even count, the mean of the two middle ones. */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** A page's figures, each the median of its runs on its own (not one median run's figures). */
export type PageMedian = Pick<RunFigures, 'scores' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'speedIndexMs'>;

export function pageMedian(runs: RunFigures[]): PageMedian {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => {
      const scored = runs.map((r) => r.scores[c]).filter((s): s is number => s !== null);
      return [c, scored.length ? median(scored) : null];
    }),
  ) as PageMedian['scores'];
  const of = (m: 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'speedIndexMs') => median(runs.map((r) => r[m]));
  return {
    scores,
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** One line of figures: the four scores, then the five metrics. */
export function figuresLine(label: string, f: PageMedian): string {
  const s = f.scores;
  return (
    `${label.padEnd(11)} perf ${s.performance ?? '—'} · a11y ${s.accessibility ?? '—'} · ` +
    `best ${s['best-practices'] ?? '—'} · seo ${s.seo ?? '—'} | FCP ${ms(f.fcpMs)} · LCP ${ms(f.lcpMs)} · ` +
    `TBT ${ms(f.tbtMs)} · CLS ${f.cls.toFixed(3)} · SI ${ms(f.speedIndexMs)}`
  );
}

/** What a run shows for diagnosis: its LCP element, long tasks and the five costliest scripts. */
export function diagnosisLines(run: RunFigures, origin: string): string[] {
  const short = (url: string) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url);
  return [
    `  LCP element: ${run.lcpElement}`,
    `  long tasks: ${run.longTasks.map((t) => `${short(t.url)} ${ms(t.durationMs)}`).join(', ') || 'none'}`,
    `  bootup top 5: ${run.bootupTop5.map((b) => `${short(b.url)} ${ms(b.totalMs)}`).join(', ') || 'none'}`,
  ];
}

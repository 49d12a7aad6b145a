// Reads a process's Prometheus /metrics (its admin port) into samples a test can look up, and
// the names of every series it declares (a labelled metric nothing observed yet has no sample).
export interface MetricSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricsScrape {
  samples: MetricSample[];
  /** every series name the families declare: a histogram's _bucket, _count and _sum included */
  names: Set<string>;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;
const TYPE = /^# TYPE (\S+) (\S+)/;
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_count', '_sum'],
  summary: ['', '_count', '_sum'],
};

function parseMetrics(text: string): MetricsScrape {
  const samples: MetricSample[] = [];
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const declared = TYPE.exec(line);
    if (declared) {
      const [, family = '', type = ''] = declared;
      for (const suffix of SUFFIXES[type] ?? ['']) names.add(`${family}${suffix}`);
      continue;
    }
    const m = SAMPLE.exec(line);
    if (!m || line.startsWith('#')) continue;
    const labels = Object.fromEntries([...(m[2] ?? '').matchAll(LABEL)].map(([, k, v]) => [k, v]));
    samples.push({ name: m[1] as string, labels, value: Number(m[3]) });
    names.add(m[1] as string);
  }
  return { samples, names };
}

export async function scrapeMetrics(adminPort: number): Promise<MetricsScrape> {
  const res = await fetch(`http://127.0.0.1:${adminPort}/metrics`);
  if (!res.ok) throw new Error(`/metrics on port ${adminPort} answered ${res.status}`);
  return parseMetrics(await res.text());
}

/** The value of the one sample of `name` whose labels include `labels`; undefined if none. */
export function sampleValue(
  scrape: MetricsScrape,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = scrape.samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

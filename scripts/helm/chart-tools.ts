// The chart checks' tools: helm, kubernetes-validate and ct (helm/chart-testing, which calls helm,
// yamllint and yamale by name), the pinned binaries in .tools/bin (made on first use by
// scripts/ensure-tool.sh), and the rendered manifests parsed into plain objects.
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseAllDocuments } from 'yaml';

const ROOT = path.resolve(__dirname, '../..');
const BIN = path.join(ROOT, '.tools', 'bin');
const CHART_DIR = path.join(ROOT, 'deploy', 'helm', 'sonic-nexus');
const RELEASE = 'sonic-nexus';
/** ct's config for the chart (deploy/helm/ct.yaml), relative to the root ct runs from. */
const CT_CONFIG = path.join('deploy', 'helm', 'ct.yaml');
/** The oldest Kubernetes the chart supports (Chart.yaml kubeVersion) and the newest the schemas know. */
export const KUBE_VERSIONS = ['1.30.0', '1.37.0'] as const;

const run = promisify(execFile);
const BIG_OUTPUT = 32 * 1024 * 1024;

const CHART_TOOLS = ['helm', 'kubernetes-validate', 'ct', 'yamllint', 'yamale'];

/** Makes the chart checks' tools if absent (a no-op when npm test's bootstrap already has). */
export function ensureChartTools(): void {
  execFileSync('bash', [path.join(ROOT, 'scripts', 'ensure-tool.sh'), ...CHART_TOOLS], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function tool(name: string, args: string[], env?: NodeJS.ProcessEnv): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(path.join(BIN, name), args, {
      cwd: ROOT,
      env: env ?? process.env,
      maxBuffer: BIG_OUTPUT,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw err; // could not start it at all
    return { code: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

export interface RenderOptions {
  /** Values files, relative to the chart (e.g. ci/production-values.yaml) or absolute. */
  valuesFiles?: string[];
  /** --set pairs. */
  set?: Record<string, string>;
  kubeVersion?: string;
}

function valuesArgs(options: RenderOptions): string[] {
  return [
    ...(options.valuesFiles ?? []).flatMap((file) => ['-f', path.resolve(CHART_DIR, file)]),
    ...Object.entries(options.set ?? {}).flatMap(([key, value]) => ['--set', `${key}=${value}`]),
  ];
}

export function helmTemplate(options: RenderOptions = {}): Promise<CommandResult> {
  return tool('helm', [
    'template',
    RELEASE,
    CHART_DIR,
    '--namespace',
    'sonic',
    '--kube-version',
    options.kubeVersion ?? KUBE_VERSIONS[0],
    ...valuesArgs(options),
  ]);
}

export function helmLint(options: RenderOptions = {}): Promise<CommandResult> {
  return tool('helm', [
    'lint',
    '--strict',
    CHART_DIR,
    '--kube-version',
    KUBE_VERSIONS[0],
    ...valuesArgs(options),
  ]);
}

/**
 * `ct lint --config deploy/helm/ct.yaml --charts deploy/helm/sonic-nexus` from the root, with the
 * pinned tools first on PATH: Chart.yaml against chart-testing's schema (yamale), Chart.yaml,
 * values.yaml and every ci/*-values.yaml against its yamllint rules, and `helm lint --strict` with
 * each ci/ values file.
 */
export function ctLint(): Promise<CommandResult> {
  return tool('ct', ['lint', '--config', CT_CONFIG, '--charts', path.relative(ROOT, CHART_DIR)], {
    ...process.env,
    PATH: [BIN, process.env.PATH].filter(Boolean).join(path.delimiter),
  });
}

/** Strict schema validation (unknown fields are errors) of manifest files against one version. */
export function validateSchemas(files: string[], kubeVersion: string): Promise<CommandResult> {
  return tool('kubernetes-validate', ['--strict', '--quiet', '--kubernetes-version', kubeVersion, ...files]);
}

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

/** The documents of a multi-document YAML stream; a YAML error or a nameless object throws. */
export function parseManifests(text: string): Manifest[] {
  const manifests: Manifest[] = [];
  for (const doc of parseAllDocuments(text)) {
    if (doc.errors.length) throw new Error(`bad YAML: ${doc.errors.map((e) => e.message).join('; ')}`);
    const value: unknown = doc.toJS();
    if (value === null || value === undefined) continue;
    const m = value as Partial<Manifest>;
    if (
      typeof m.kind !== 'string' ||
      typeof m.apiVersion !== 'string' ||
      typeof m.metadata?.name !== 'string'
    ) {
      throw new Error(
        `a document without apiVersion, kind and metadata.name: ${JSON.stringify(value).slice(0, 200)}`,
      );
    }
    manifests.push(m as Manifest);
  }
  return manifests;
}

export const keyOf = (m: Manifest): string => `${m.kind}/${m.metadata.name}`;

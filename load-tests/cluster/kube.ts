// The cluster `npm run cluster` made (deploy/cluster/README.md), driven as an SRE would: its own
// kubectl and kubeconfig from the cluster cache, the pinned helm of .tools, the release sonic-nexus.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../..');
const CACHE = path.join(
  process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'),
  'sonic-nexus',
  'cluster',
);
const KUBECTL = path.join(CACHE, 'tools', 'kubectl');
const HELM = path.join(REPO, '.tools', 'bin', 'helm');
const KUBECONFIG = process.env.SONIC_CLUSTER_KUBECONFIG ?? path.join(CACHE, 'kubeconfig');

export const NAMESPACE = 'sonic-nexus';
export const RELEASE = 'sonic-nexus';
const CHART = path.join(REPO, 'deploy', 'helm', 'sonic-nexus');
export const REPO_ROOT = REPO;

interface Versions {
  cluster: { httpPort: number; listenAddress: string };
}
const versions = JSON.parse(
  readFileSync(path.join(REPO, 'deploy', 'cluster', 'versions.json'), 'utf8'),
) as Versions;

/** The site through the ingress, the one address every test request goes to. */
export const SITE_URL = `http://${versions.cluster.listenAddress}:${process.env.SONIC_CLUSTER_HTTP_PORT ?? versions.cluster.httpPort}`;

interface RunOptions {
  timeoutMs?: number;
  /** written to the command's stdin (a manifest for `kubectl apply -f -`) */
  input?: string;
}

/** Runs a command; resolves its stdout, rejects with its stderr's tail. */
function run(file: string, args: string[], opts: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      file,
      args,
      {
        env: { ...process.env, KUBECONFIG },
        timeout: opts.timeoutMs ?? 120_000,
        maxBuffer: 64 * 2 ** 20,
      },
      (err, stdout, stderr) => {
        if (err)
          reject(
            new Error(`${path.basename(file)} ${args.join(' ')}: ${err.message}\n${stderr.slice(-2000)}`),
          );
        else resolve(stdout);
      },
    );
    child.stdin?.end(opts.input ?? '');
  });
}

export const kubectl = (args: string[], opts?: RunOptions) => run(KUBECTL, args, opts);
export const helm = (args: string[], opts?: RunOptions) => run(HELM, args, opts);

/** `helm upgrade --reuse-values --set <setting> --wait`: the release with one value changed. */
export const helmSet = (setting: string, waitSeconds: number) =>
  helm(
    [
      'upgrade',
      RELEASE,
      CHART,
      '-n',
      NAMESPACE,
      '--reuse-values',
      '--set',
      setting,
      '--wait',
      '--timeout',
      `${waitSeconds}s`,
    ],
    { timeoutMs: (waitSeconds + 60) * 1000 },
  );

export interface Pod {
  name: string;
  component: string;
  node: string;
  ready: boolean;
  phase: string;
  restarts: number;
  /** the ReplicaSet (or StatefulSet revision) the pod belongs to */
  owner: string;
  image: string;
}

interface PodJson {
  metadata: {
    name: string;
    labels?: Record<string, string>;
    ownerReferences?: { name: string }[];
    deletionTimestamp?: string;
  };
  spec: { nodeName?: string; containers: { image: string }[] };
  status: {
    phase: string;
    conditions?: { type: string; status: string }[];
    containerStatuses?: { restartCount: number }[];
  };
}

/** The release's pods (and Mailpit's), less those being deleted and the helm test's. */
export async function pods(): Promise<Pod[]> {
  const list = JSON.parse(await kubectl(['-n', NAMESPACE, 'get', 'pods', '-o', 'json'])) as {
    items: PodJson[];
  };
  return list.items
    .filter(
      (p) => !p.metadata.deletionTimestamp && p.status.phase !== 'Succeeded' && p.status.phase !== 'Failed',
    )
    .map((p) => ({
      name: p.metadata.name,
      component:
        p.metadata.labels?.['app.kubernetes.io/component'] ??
        p.metadata.labels?.['app.kubernetes.io/name'] ??
        '',
      node: p.spec.nodeName ?? '',
      ready: p.status.conditions?.some((c) => c.type === 'Ready' && c.status === 'True') ?? false,
      phase: p.status.phase,
      restarts: (p.status.containerStatuses ?? []).reduce((n, c) => n + c.restartCount, 0),
      owner: p.metadata.ownerReferences?.[0]?.name ?? '',
      image: p.spec.containers[0]?.image ?? '',
    }));
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every `everyMs` until it is true; the time it took, or throws after `timeoutMs`. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  opts: { timeoutMs: number; everyMs?: number },
): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - start;
    if (Date.now() - start > opts.timeoutMs)
      throw new Error(`${what}: not within ${opts.timeoutMs / 1000} s`);
    await sleep(opts.everyMs ?? 1000);
  }
}

/** The image tag the release runs (every app image shares the content key of its checkout). */
export async function releaseImageTag(): Promise<string> {
  const values = JSON.parse(await helm(['-n', NAMESPACE, 'get', 'values', RELEASE, '-o', 'json'])) as {
    gateway?: { image?: { tag?: string } };
  };
  const tag = values.gateway?.image?.tag;
  if (!tag) throw new Error('the release sets no gateway.image.tag: was it installed by npm run cluster?');
  return tag;
}

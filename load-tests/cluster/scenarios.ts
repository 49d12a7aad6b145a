// The scenarios of `npm run cluster:test` (issue 29), each under k6 traffic through the ingress
// where it says so; each returns its figure and what failed (empty: passed).
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {
  helmSet,
  helm,
  kubectl,
  NAMESPACE,
  pods,
  RELEASE,
  releaseImageTag,
  REPO_ROOT,
  SITE_URL,
  sleep,
  waitUntil,
} from './kube';
import { probe } from './probe-pod';
import { sliceUpgrade } from './slice-upgrade';
import { makeUsers, withNewPlaylists, type ClusterSite } from './site';
import { checkWrites, describeFailed, shedWithRetryAfter, summarize, underTraffic } from './traffic';

export interface Outcome {
  figure: string;
  problems: string[];
}

/** The five Node servers of the release, gateway first. */
const SERVERS = ['gateway', 'user', 'playlist', 'vote', 'notification'] as const;
const SERVICES = ['user', 'playlist', 'vote', 'notification'] as const;
/** Which pages of load-tests/k6/outage.js need which service (besides the gateway). */
const PAGES_OF: Record<(typeof SERVICES)[number], string[]> = {
  // a user's vote on a playlist they never voted on is a 404 when the playlist does not exist, told
  // by the playlist service (services/gateway/src/votes/vote-routes.ts); so may a vote be
  playlist: ['feed', 'top', 'detail', 'create', 'user-vote', 'vote'],
  // every signed-in page asks the user service for its session (unless the gateway has it kept)
  user: ['follow-counts', 'user-vote', 'unread', 'create', 'vote'],
  vote: ['user-vote', 'vote'],
  notification: ['unread'],
};
const TRAFFIC = { rate: 15, leadSeconds: 8, tailSeconds: 8 };
export const TEST_VALUES = path.join(REPO_ROOT, 'load-tests', 'cluster', 'test-values.yaml');

const secs = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

function sh(script: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = execFile('bash', [path.join(REPO_ROOT, script), ...args], {
      env: { ...process.env, ...env },
      timeout: 20 * 60_000,
      maxBuffer: 64 * 2 ** 20,
    });
    child.stderr?.pipe(process.stderr);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

async function allReady(): Promise<{ ready: number; total: number }> {
  const list = await pods();
  return { ready: list.filter((p) => p.ready).length, total: list.length };
}

/** 1. A fresh install (release and its volumes removed first): time to every pod Ready, journeys, helm test. */
export async function install(): Promise<Outcome> {
  const problems: string[] = [];
  const tag = await releaseImageTag();
  await helm(['-n', NAMESPACE, 'uninstall', RELEASE, '--wait', '--timeout', '5m'], { timeoutMs: 6 * 60_000 });
  await kubectl([
    '-n',
    NAMESPACE,
    'delete',
    'pvc',
    '-l',
    `app.kubernetes.io/instance=${RELEASE}`,
    '--wait=true',
  ]);
  const start = Date.now();
  // install.sh: helm upgrade --install --wait (every pod Ready), then helm test through Traefik
  await sh('scripts/cluster/install.sh', [tag], { SONIC_CLUSTER_VALUES: TEST_VALUES });
  const installed = Date.now() - start;
  const { ready, total } = await allReady();
  if (ready !== total) problems.push(`${total - ready} of ${total} pods not Ready after the install`);
  const journeys = await runJourneys();
  if (!journeys.ok) problems.push(`journeys against ${SITE_URL}: ${journeys.summary}`);
  return {
    figure: `installed, ${ready}/${total} pods Ready and helm test passed in ${secs(installed)}; journeys: ${journeys.summary}`,
    problems,
  };
}

/** The walking-skeleton's first journey (the empty feed of a fresh install) and the vote journey. */
async function runJourneys(): Promise<{ ok: boolean; summary: string }> {
  const grep = [
    'the shell renders the feed remote with the empty feed from the real API',
    'a verified user submits, votes, edits tags, shares and deletes a playlist',
  ].join('|');
  return new Promise((resolve) => {
    execFile(
      'bash',
      [
        path.join(REPO_ROOT, 'scripts/with-node.sh'),
        'npx',
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        '-g',
        grep,
      ],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, E2E_SITE_URL: SITE_URL, E2E_MAILPIT_URL: `${SITE_URL}/_mail` },
        timeout: 10 * 60_000,
        maxBuffer: 64 * 2 ** 20,
      },
      (err, stdout, stderr) => {
        const out = `${stdout}\n${stderr}`;
        const passed = /(\d+) passed/.exec(out)?.[1] ?? '0';
        const failed = /(\d+) failed/.exec(out)?.[1] ?? '0';
        if (err) process.stderr.write(out.slice(-6000));
        resolve({ ok: !err && passed === '2', summary: `${passed} passed, ${failed} failed` });
      },
    );
  });
}

let users: ClusterSite | undefined;
/**
 * 24 verified users (made once a run) with ten new playlists for this scenario. So many that the
 * votes retried through an outage (each a second, Retry-After) stay within each user's vote limit
 * as shipped (10 at once, then one a second).
 */
async function scenarioSite(): Promise<ClusterSite> {
  users ??= await makeUsers(24);
  return withNewPlaylists(users, 10);
}

function writeProblems(w: Awaited<ReturnType<typeof checkWrites>>): string[] {
  return [...w.wrongPlaylists.map((x) => `submission ${x}`), ...w.wrongTallies.map((x) => `tally ${x}`)];
}

const describeWrites = (w: Awaited<ReturnType<typeof checkWrites>>) =>
  `${w.created} submissions answered 201 stored once, ${w.votesAnswered} votes, tallies ${w.wrongTallies.length === 0 ? 'exact' : 'WRONG'}`;

/** 2. A new mfe-feed image, with an antd component the shell never saw, upgraded alone under traffic. */
export async function upgradeOneSlice(): Promise<Outcome> {
  return sliceUpgrade(await scenarioSite(), TRAFFIC);
}

/** 3. A rolling restart of the gateway and of each service, one after another, under traffic. */
export async function rollingRestart(): Promise<Outcome> {
  const site = await scenarioSite();
  const took: string[] = [];
  const { answers } = await underTraffic(site, TRAFFIC, async () => {
    for (const name of SERVERS) {
      const start = Date.now();
      await kubectl(['-n', NAMESPACE, 'rollout', 'restart', `deployment/${RELEASE}-${name}`]);
      await kubectl(
        ['-n', NAMESPACE, 'rollout', 'status', `deployment/${RELEASE}-${name}`, '--timeout=300s'],
        {
          timeoutMs: 320_000,
        },
      );
      took.push(`${name} ${secs(Date.now() - start)}`);
    }
  });
  const traffic = summarize(answers);
  const writes = await checkWrites(site, answers);
  const problems = [...writeProblems(writes)];
  if (traffic.failed > 0) problems.push(describeFailed(traffic));
  return {
    figure: `restarted ${took.join(', ')}: ${describeFailed(traffic)}; ${describeWrites(writes)}`,
    problems,
  };
}

/** 4. One pod of each service killed (no grace) under traffic, one after another. */
export async function podKilled(): Promise<Outcome> {
  const site = await scenarioSite();
  const windows: { service: (typeof SERVICES)[number]; from: number; to: number; back: number }[] = [];
  const { answers } = await underTraffic(site, TRAFFIC, async () => {
    for (const service of SERVICES) {
      const victim = (await pods()).find((p) => p.component === service && p.ready);
      if (!victim) throw new Error(`no Ready pod of the ${service} service to kill`);
      const from = Date.now();
      await kubectl([
        '-n',
        NAMESPACE,
        'delete',
        'pod',
        victim.name,
        '--grace-period=0',
        '--force',
        '--wait=false',
      ]);
      const back = await waitUntil(
        `a Ready ${service} pod again`,
        async () => (await pods()).some((p) => p.component === service && p.ready && p.name !== victim.name),
        { timeoutMs: 180_000, everyMs: 500 },
      );
      windows.push({ service, from, to: Date.now() + 5_000, back });
      await sleep(8_000);
    }
  });
  const problems: string[] = [];
  const traffic = summarize(answers);
  // A failure belongs to the last pod killed before it: its outage, or that service's recovery (a
  // submission retried through the playlist service's outage may still be refused a moment after its
  // successor serves); the next kill comes 8 s after the pod is back.
  const lastFailure = new Map<string, number>();
  for (const a of answers.filter((x) => x.status < 200 || x.status > 299)) {
    const window = windows.filter((w) => a.startedAt >= w.from - 1_000).at(-1);
    if (!shedWithRetryAfter(a))
      problems.push(`${a.page} answered ${a.status}${a.retryAfter ? '' : ' without Retry-After'}`);
    else if (!window) problems.push(`${a.page} answered ${a.status} before any pod was killed`);
    else if (!PAGES_OF[window.service].includes(a.page))
      problems.push(`${a.page} answered ${a.status} while only the ${window.service} service was down`);
    else
      lastFailure.set(
        window.service,
        Math.max(lastFailure.get(window.service) ?? 0, a.endedAt - window.from),
      );
  }
  const writes = await checkWrites(site, answers);
  problems.push(...writeProblems(writes));
  return {
    figure:
      windows
        .map(
          (w) =>
            `${w.service} Ready again in ${secs(w.back)}, its last failed call ${secs(lastFailure.get(w.service) ?? 0)} after the kill`,
        )
        .join(', ') +
      `; ${describeFailed(traffic)}; ` +
      describeWrites(writes),
    problems: [...new Set(problems)],
  };
}

const docker = (args: string[]) =>
  new Promise<string>((resolve, reject) =>
    execFile('docker', args, { timeout: 120_000 }, (err, stdout, stderr) =>
      err ? reject(new Error(`docker ${args.join(' ')}: ${stderr || err.message}`)) : resolve(stdout),
    ),
  );

/**
 * 5. A worker stopped for 60 s (`docker stop` of its node container) and started again: one that
 * runs a NATS server and app pods, not PostgreSQL's (the one store with one copy). The site answers
 * again within 3 minutes of the node's return; nothing answered 2xx is lost; every vote reaches the
 * playlists' tallies through the two NATS servers left (streams R3). While the node is away, calls to
 * its pods fail (Traefik's 502 and 504 for a pod it cannot reach, without Retry-After): counted in
 * the figure, not judged; with one gateway replica on that node, the whole site is away.
 */
export async function workerStopped(): Promise<Outcome> {
  const site = await scenarioSite();
  const problems: string[] = [];
  const list = await pods();
  const postgresNode = list.find((p) => p.component === 'postgres')?.node;
  const candidates = [...new Set(list.filter((p) => p.component === 'nats').map((p) => p.node))]
    .filter((node) => node !== postgresNode)
    .map((node) => ({
      node,
      apps: list.filter((p) => p.node === node && SERVERS.some((s) => s === p.component)),
    }))
    .sort((a, b) => b.apps.length - a.apps.length);
  const victim = candidates[0];
  if (!victim || victim.apps.length === 0)
    return { figure: 'no worker runs both a NATS server and an app pod', problems: ['no worker to stop'] };
  let stoppedAt = 0;
  let startedAt = 0;
  let readyAfter = 0;
  const { answers } = await underTraffic(site, { ...TRAFFIC, tailSeconds: 20 }, async () => {
    stoppedAt = Date.now();
    await docker(['stop', victim.node]);
    await sleep(60_000);
    await docker(['start', victim.node]);
    startedAt = Date.now();
    readyAfter = await waitUntil(
      'every pod Ready again after the node came back',
      async () => {
        const now = await pods();
        return now.length > 0 && now.every((p) => p.ready);
      },
      { timeoutMs: 300_000, everyMs: 2_000 },
    );
  });
  const failures = answers.filter((a) => a.status < 200 || a.status > 299);
  const lastFailure = Math.max(stoppedAt, ...failures.map((a) => a.endedAt));
  const answeredAgainAfterStart = Math.max(0, lastFailure - startedAt);
  if (answeredAgainAfterStart > 180_000)
    problems.push(
      `the site answered every page again only ${secs(answeredAgainAfterStart)} after the node's return`,
    );
  const writes = await checkWrites(site, answers);
  problems.push(...writeProblems(writes));
  const traffic = summarize(answers);
  return {
    figure:
      `${victim.node} (NATS and ${victim.apps.map((p) => p.component).join(', ')}) stopped 60 s; ` +
      `every pod Ready ${secs(readyAfter)} after its return, every page answering again ${secs(answeredAgainAfterStart)} after it ` +
      `(${secs(lastFailure - stoppedAt)} after the stop); ${describeFailed(traffic)}; ${describeWrites(writes)}`,
    problems,
  };
}

async function hpaReplicas(name: string): Promise<number> {
  const out = await kubectl([
    '-n',
    NAMESPACE,
    'get',
    'hpa',
    `${RELEASE}-${name}`,
    '-o',
    'jsonpath={.status.currentReplicas}',
  ]);
  return Number(out.trim() || '0');
}

async function hpaMinimum(name: string): Promise<number> {
  const out = await kubectl([
    '-n',
    NAMESPACE,
    'get',
    'hpa',
    `${RELEASE}-${name}`,
    '-o',
    'jsonpath={.spec.minReplicas}',
  ]);
  return Number(out.trim() || '1');
}

const setGatewayMinimum = (replicas: number) => helmSet(`gateway.autoscaling.minReplicas=${replicas}`, 180);

/**
 * 6. The gateway's autoscaler adds replicas under load (CPU over its target, from metrics-server)
 * and gives them back once the load is over (test-values.yaml shortens the scale-down window to 30 s).
 */
export async function autoscaling(): Promise<Outcome> {
  const site = await scenarioSite();
  const problems: string[] = [];
  // The cluster keeps two gateways (deploy/cluster/values.yaml), which this machine's load does not
  // push over their CPU target: the autoscaler is watched from one, as a smaller release runs, and
  // the release's minimum is restored after.
  const minimum = await hpaMinimum('gateway');
  await setGatewayMinimum(1);
  await waitUntil(
    'the gateway down to 1 replica before the load',
    async () => (await hpaReplicas('gateway')) === 1,
    {
      timeoutMs: 180_000,
      everyMs: 5_000,
    },
  );
  let peak = await hpaReplicas('gateway');
  const start = peak;
  let outAfter = 0;
  const { answers } = await underTraffic(
    site,
    { rate: 200, leadSeconds: 0, tailSeconds: 0, writeAttempts: 1 },
    async () => {
      outAfter = await waitUntil(
        'the gateway scaled out under load',
        async () => (peak = Math.max(peak, await hpaReplicas('gateway'))) > start,
        { timeoutMs: 240_000, everyMs: 3_000 },
      ).catch((err: unknown) => {
        problems.push(String(err));
        return -1;
      });
      // held a little longer: the autoscaler may add more
      for (let i = 0; i < 6; i += 1) {
        await sleep(5_000);
        peak = Math.max(peak, await hpaReplicas('gateway'));
      }
    },
  );
  const inAfter = await waitUntil(
    `the gateway back to ${start} replicas after the load`,
    async () => (await hpaReplicas('gateway')) === start,
    {
      timeoutMs: 300_000,
      everyMs: 5_000,
    },
  ).catch((err: unknown) => {
    problems.push(String(err));
    return -1;
  });
  await setGatewayMinimum(minimum);
  const traffic = summarize(answers);
  const broken = answers.filter((a) => a.status >= 500 && !shedWithRetryAfter(a)).length;
  if (broken > 0)
    problems.push(`${broken} answers were broken (a 5xx other than a 503 or 504 with Retry-After)`);
  const seconds = ((answers.at(-1)?.startedAt ?? 0) - (answers[0]?.startedAt ?? 0)) / 1000;
  const perSecond = Math.round(answers.length / Math.max(1, seconds));
  const out = outAfter >= 0 ? `more after ${secs(outAfter)}` : 'never more';
  const back = inAfter >= 0 ? `back to ${start} ${secs(inAfter)} after the load` : `never back to ${start}`;
  return {
    figure: `gateway replicas ${start} → ${peak} under ${perSecond} requests/s (${out}), ${back}; ${describeFailed(traffic)}`,
    problems,
  };
}

/** 7. A pod without the allowed labels reaches no service, admin port or store; allowed paths work. */
export async function networkPolicy(): Promise<Outcome> {
  const problems: string[] = [];
  const results: string[] = [];
  const intruder = { 'app.kubernetes.io/name': 'cluster-test-intruder' };
  const denied = [
    ['user gRPC', `http://${RELEASE}-user:50051/`],
    ['user admin', `http://${RELEASE}-user:9451/readyz`],
    ['vote admin', `http://${RELEASE}-vote:9453/metrics`],
    ['gateway', `http://${RELEASE}-gateway:3000/api/health`],
    ['PostgreSQL', `http://${RELEASE}-postgres:5432/`],
    ['NATS', `http://${RELEASE}-nats:4222/`],
    ['FerretDB', `http://${RELEASE}-ferretdb:27017/`],
  ] as const;
  for (const [what, url] of denied) {
    const got = await probe({ name: 'ct-intruder', labels: intruder, url });
    results.push(`${what} ${got.reach}`);
    if (got.reach !== 'blocked') problems.push(`an unlabelled pod reached ${what} (${url}): ${got.output}`);
  }
  // The allowed paths: a pod with the gateway's labels reaches the user service's gRPC port; the
  // site answers through the ingress (Traefik → gateway → every service and store).
  const gatewayLabels = {
    'app.kubernetes.io/name': RELEASE,
    'app.kubernetes.io/instance': RELEASE,
    'app.kubernetes.io/component': 'gateway',
  };
  const asGateway = await probe({
    name: 'ct-as-gateway',
    labels: gatewayLabels,
    url: `http://${RELEASE}-user:50051/`,
  });
  results.push(`user gRPC with the gateway's labels ${asGateway.reach}`);
  if (asGateway.reach !== 'reached')
    problems.push(`the gateway's labels did not reach the user service: ${asGateway.output}`);
  const health = await fetch(`${SITE_URL}/api/health`, { signal: AbortSignal.timeout(10_000) });
  results.push(`the site's /api/health through the ingress ${health.status}`);
  if (health.status !== 200) problems.push(`/api/health through the ingress answered ${health.status}`);
  // The edge's read limit (deploy/cluster/manifests/traefik.yaml): a client trickling its headers
  // is cut off, as Caddy does on one machine, instead of holding a connection as long as it likes.
  const held = await trickledHeadersHeldFor();
  results.push(`a request trickling its headers cut off by the ingress after ${secs(held)}`);
  if (held > 75_000)
    problems.push(`the ingress held a trickling request ${secs(held)} (its read limit is 60 s)`);
  return { figure: results.join('; '), problems };
}

/** Sends a request line and then one header byte every 2 s; how long until the ingress closes it. */
function trickledHeadersHeldFor(): Promise<number> {
  const { hostname, port } = new URL(SITE_URL);
  return new Promise((resolve) => {
    const start = Date.now();
    const socket = net.connect(Number(port), hostname, () =>
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: '),
    );
    const drip = setInterval(() => socket.write('a'), 2_000);
    const done = () => {
      clearInterval(drip);
      socket.destroy();
      resolve(Date.now() - start);
    };
    socket.on('close', done);
    socket.on('error', done);
    socket.setTimeout(120_000, done);
  });
}

/** 8. An upgrade to an image that does not exist fails its rollout; helm rollback restores it. */
export async function rollback(): Promise<Outcome> {
  const site = await scenarioSite();
  const problems: string[] = [];
  let failedUpgrade = '';
  let restoredIn = 0;
  const before = await helmRevision();
  const { answers } = await underTraffic(site, TRAFFIC, async () => {
    try {
      await helmSet('services.playlist.image.tag=does-not-exist', 60);

      problems.push('an upgrade to an image that does not exist was reported as a success');
    } catch (err) {
      failedUpgrade =
        String(err)
          .split('\n')
          .find((l) => /Error|failed|timed out/i.test(l)) ?? 'failed';
    }
    const start = Date.now();
    await helm(['rollback', RELEASE, String(before), '-n', NAMESPACE, '--wait', '--timeout', '5m'], {
      timeoutMs: 6 * 60_000,
    });
    restoredIn = Date.now() - start;
  });
  const traffic = summarize(answers);
  if (traffic.failed > 0) problems.push(describeFailed(traffic));
  const writes = await checkWrites(site, answers);
  problems.push(...writeProblems(writes));
  const { ready, total } = await allReady();
  if (ready !== total) problems.push(`${total - ready} of ${total} pods not Ready after the rollback`);
  return {
    figure: `upgrade with a missing image failed (${failedUpgrade.trim().slice(0, 120)}); rolled back to revision ${before} in ${secs(restoredIn)}; ${describeFailed(traffic)}; ${describeWrites(writes)}`,
    problems,
  };
}

async function helmRevision(): Promise<number> {
  const status = JSON.parse(await helm(['-n', NAMESPACE, 'status', RELEASE, '-o', 'json'])) as {
    version: number;
  };
  return status.version;
}

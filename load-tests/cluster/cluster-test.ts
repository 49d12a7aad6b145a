// `npm run cluster:test [-- --only 1,3]` (issue 29): brings the cluster up if needed (npm run
// cluster, with the test's values), then runs each scenario, prints its figure and, last,
// `N passed, N failed`. Every request goes to the ingress on 127.0.0.1 (load-tests/cluster/README.md).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './kube';
import {
  autoscaling,
  install,
  networkPolicy,
  podKilled,
  rollback,
  rollingRestart,
  TEST_VALUES,
  upgradeOneSlice,
  workerStopped,
  type Outcome,
} from './scenarios';

const SCENARIOS: { n: number; name: string; run: () => Promise<Outcome> }[] = [
  { n: 1, name: 'install: every pod Ready, journeys in Chromium, helm test', run: install },
  {
    n: 2,
    name: 'one slice upgraded alone: mfe-feed with a component the shell never saw',
    run: upgradeOneSlice,
  },
  { n: 3, name: 'rolling restart of the gateway and each service under load', run: rollingRestart },
  { n: 4, name: 'a pod of each service killed mid-load', run: podKilled },
  { n: 5, name: 'a worker node stopped for 60 s under load', run: workerStopped },
  { n: 6, name: "the gateway's autoscaler under load and after it", run: autoscaling },
  { n: 7, name: "network policy, and the ingress's read limit", run: networkPolicy },
  { n: 8, name: 'rollback of an upgrade that fails its rollout', run: rollback },
];

function chosen(argv: string[]): Set<number> | null {
  const at = argv.indexOf('--only');
  if (at < 0) return null;
  const list = (argv[at + 1] ?? '').split(',').map(Number);
  if (list.some((n) => !SCENARIOS.some((s) => s.n === n)))
    throw new Error(`--only takes scenario numbers among ${SCENARIOS.map((s) => s.n).join(',')}`);
  return new Set(list);
}

async function main(): Promise<void> {
  const only = chosen(process.argv.slice(2));
  const log = (msg: string) => console.log(`[cluster:test] ${msg}`);
  if (!process.argv.includes('--no-up')) {
    log('the cluster, up if needed (npm run cluster, with load-tests/cluster/test-values.yaml)');
    execFileSync('bash', [path.join(REPO_ROOT, 'scripts/cluster/up.sh')], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, SONIC_CLUSTER_VALUES: TEST_VALUES },
    });
  }
  let passed = 0;
  let failed = 0;
  for (const scenario of SCENARIOS.filter((s) => !only || only.has(s.n))) {
    log(`${scenario.n}. ${scenario.name} ...`);
    const start = Date.now();
    let outcome: Outcome;
    try {
      outcome = await scenario.run();
    } catch (err) {
      outcome = { figure: 'did not finish', problems: [err instanceof Error ? err.message : String(err)] };
    }
    const took = ((Date.now() - start) / 1000).toFixed(0);
    const ok = outcome.problems.length === 0;
    if (ok) passed += 1;
    else failed += 1;
    log(`${ok ? 'PASS' : 'FAIL'} ${scenario.n}. ${scenario.name} (${took} s): ${outcome.figure}`);
    for (const p of outcome.problems.slice(0, 20)) log(`  - ${p}`);
  }
  log(`${passed} passed, ${failed} failed`);
  if (failed > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(`[cluster:test] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});

// 2. One slice upgraded alone: the feed team ships a new mfe-feed image, built after the shell from a
// copy of this checkout whose feed page shows an antd component no source of the running shell
// imports, with `helm upgrade --reuse-values --set frontends.mfeFeed.image.tag=...`. Only the
// mfe-feed Deployment may roll, no request may fail, and the component must render on the live site
// through the shell already running there, with the shell's theme (the same antd runtime, not a
// copy of its own: scripts/web/antd-groups.ts).
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { antdShareKey } from '@sonic-nexus/scripts/web/antd-group-names';
import { usedNames } from '@sonic-nexus/scripts/web/used-exports';
import { helmSet, kubectl, NAMESPACE, pods, RELEASE, releaseImageTag, REPO_ROOT, SITE_URL } from './kube';
import type { ClusterSite } from './site';
import { describeFailed, summarize, underTraffic } from './traffic';

/** The component the new feed shows: one no shell source imports, served from the shell's antd/rest. */
const COMPONENT = 'Statistic';
const PROBE_TEXT = 'Shipped by the feed team alone';
const FEED_ROUTES = 'mfe-feed/src/FeedRoutes.tsx';
const HOME_ROUTE = 'element={<HomePage />}';

function run(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      cmd,
      args,
      { cwd: opts.cwd, env: { ...process.env, ...opts.env }, timeout: 20 * 60_000, maxBuffer: 64 * 2 ** 20 },
      (err, stdout) => (err ? reject(err) : resolve(stdout.trim())),
    );
    child.stderr?.pipe(process.stderr);
  });
}

/**
 * A worktree of HEAD whose feed page starts with a new antd component, with this checkout's
 * installs linked in (app-images.sh runs tsx; the image itself installs from the lockfile).
 */
async function changedCheckout(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sonic-slice-'));
  await run('git', ['worktree', 'add', '--detach', dir, 'HEAD'], { cwd: REPO_ROOT });
  for (const linked of ['node_modules', '.tools'])
    symlinkSync(path.join(REPO_ROOT, linked), path.join(dir, linked));
  writeFileSync(
    path.join(dir, 'mfe-feed/src/home/ShippedAlone.tsx'),
    [
      `import { ${COMPONENT} } from 'antd';`,
      '',
      '/** Shown by cluster:test scenario 2 only: a component the shell never imported. */',
      'export function ShippedAlone() {',
      '  return (',
      '    <div data-testid="shipped-alone">',
      `      <${COMPONENT} title="${PROBE_TEXT}" value={2} />`,
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  const routesFile = path.join(dir, FEED_ROUTES);
  const routes = readFileSync(routesFile, 'utf8');
  if (!routes.includes(HOME_ROUTE))
    throw new Error(`${FEED_ROUTES} has no ${HOME_ROUTE}: scenario 2's change to the feed needs updating`);
  writeFileSync(
    routesFile,
    `import { ShippedAlone } from './home/ShippedAlone';\n${routes.replace(
      HOME_ROUTE,
      'element={<><ShippedAlone /><HomePage /></>}',
    )}`,
  );
  return dir;
}

async function removeCheckout(dir: string): Promise<void> {
  await run('git', ['worktree', 'remove', '--force', dir], { cwd: REPO_ROOT }).catch(() => undefined);
  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

/** Each Deployment's and StatefulSet's generation: a rollout raises it. */
async function generations(): Promise<Map<string, number>> {
  const list = JSON.parse(
    await kubectl(['-n', NAMESPACE, 'get', 'deployments,statefulsets', '-o', 'json']),
  ) as {
    items: { kind: string; metadata: { name: string; generation: number } }[];
  };
  return new Map(list.items.map((i) => [`${i.kind}/${i.metadata.name}`, i.metadata.generation]));
}

const setFeedTag = (tag: string) => helmSet(`frontends.mfeFeed.image.tag=${tag}`, 300);

/** The new component on `/` of the live site, and whether it wears the shell's theme. */
async function seenOnSite(): Promise<{ problems: string[]; shot: string }> {
  const problems: string[] = [];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(`${SITE_URL}/`, { waitUntil: 'networkidle' });
    const probe = page.getByTestId('shipped-alone');
    await probe
      .waitFor({ timeout: 30_000 })
      .catch(() => problems.push('the new component never rendered on /'));
    if (problems.length === 0) {
      const text = await probe.innerText();
      if (!text.includes(PROBE_TEXT)) problems.push(`the new component shows "${text}", not its title`);
      // antd marks each component with its theme's class: a copy of antd of the remote's own would
      // render under its default theme, not the class the shell's ConfigProvider gives
      const themeOf = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => [...el.classList].filter((c) => c.startsWith('css-')).join(' '));
      const probeTheme = await themeOf('[data-testid=shipped-alone] .ant-statistic');
      const shellTheme = await themeOf('.ant-btn');
      if (!probeTheme || probeTheme !== shellTheme)
        problems.push(`the new component's theme class "${probeTheme}" is not the shell's "${shellTheme}"`);
      // Its styles: the shell's stylesheet has none for it, so they come with the new feed
      // (antd-stylesheet.ts); drawn with the shell's theme, its font is the shell's buttons'.
      const style = (selector: string, property: 'fontFamily' | 'fontSize') =>
        page
          .locator(selector)
          .first()
          .evaluate((el, p) => getComputedStyle(el)[p], property);
      const font = await style('[data-testid=shipped-alone] .ant-statistic', 'fontFamily');
      const shellFont = await style('.ant-btn', 'fontFamily');
      if (font !== shellFont)
        problems.push(`the new component's font is "${font}", not the shell's "${shellFont}"`);
      const valueSize = await style('[data-testid=shipped-alone] .ant-statistic-content', 'fontSize');
      if (valueSize !== '24px')
        problems.push(`the new component's value is ${valueSize}, not antd's 24px: unstyled`);
    }
    problems.push(...errors.map((e) => `page error: ${e}`));
    const shot = path.join(os.tmpdir(), 'cluster-test-slice-upgrade.png');
    await page.screenshot({ path: shot, fullPage: false });
    return { problems, shot };
  } finally {
    await browser.close();
  }
}

export async function sliceUpgrade(
  site: ClusterSite,
  traffic: { rate: number; leadSeconds: number; tailSeconds: number },
) {
  const problems: string[] = [];
  if (usedNames('antd').includes(COMPONENT) || antdShareKey(COMPONENT) !== 'antd/rest')
    throw new Error(
      `the shell's sources import antd's ${COMPONENT} now: pick another component for scenario 2`,
    );
  const original = await releaseImageTag();
  const dir = await changedCheckout();
  let newTag = '';
  let builtIn = 0;
  try {
    const start = Date.now();
    // the slice's image alone, tagged with the changed copy's content key
    newTag = (
      await run('bash', ['scripts/cluster/app-images.sh'], {
        cwd: dir,
        env: { SONIC_APP_IMAGES_ONLY: 'mfe-feed' },
      })
    )
      .split('\n')
      .pop()!;
    builtIn = Date.now() - start;
  } finally {
    await removeCheckout(dir);
  }
  if (!newTag || newTag === original) throw new Error(`the changed feed built no new image tag (${newTag})`);
  await run('bash', ['scripts/cluster/load-images.sh', '--workers', `sonic-nexus/mfe-feed:${newTag}`], {
    cwd: REPO_ROOT,
  });
  const before = await generations();
  let upgradedIn = 0;
  const { answers } = await underTraffic(site, traffic, async () => {
    const start = Date.now();
    await setFeedTag(newTag);
    upgradedIn = Date.now() - start;
  });
  const after = await generations();
  const rolled = [...after].filter(([name, gen]) => before.get(name) !== gen).map(([name]) => name);
  const feed = `Deployment/${RELEASE}-mfe-feed`;
  if (rolled.length !== 1 || rolled[0] !== feed)
    problems.push(`rolled: ${rolled.join(', ') || 'nothing'}, not ${feed} alone`);
  const feedPods = (await pods()).filter((p) => p.component === 'mfe-feed');
  if (feedPods.length === 0 || feedPods.some((p) => !p.image.endsWith(`:${newTag}`) || !p.ready))
    problems.push(
      `mfe-feed pods: ${feedPods.map((p) => `${p.image} ${p.ready ? 'Ready' : 'not Ready'}`).join(', ')}`,
    );
  const load = summarize(answers);
  if (load.failed > 0) problems.push(describeFailed(load));
  const seen = await seenOnSite();
  problems.push(...seen.problems);
  // the release as the checkout describes it again, for the scenarios after this one
  await setFeedTag(original);
  return {
    figure:
      `mfe-feed image with antd's ${COMPONENT} built alone in ${(builtIn / 1000).toFixed(0)} s; ` +
      `helm upgrade rolled ${rolled.join(', ') || 'nothing'} in ${(upgradedIn / 1000).toFixed(0)} s; ` +
      `${describeFailed(load)}; the component ${seen.problems.length === 0 ? "rendered on / styled, with the shell's theme" : 'did NOT render as it should'} (screenshot ${seen.shot})`,
    problems,
  };
}

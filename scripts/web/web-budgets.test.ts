// Issue 11's weight budgets for a guest's cold visit to `/`, measured in Chromium over the built
// front ends (built here into a temp dir when <app>/dist holds no precompressed build). Budgets
// not met yet are `test.failing`: they document the gap and turn red the day they are met, so
// the marker must then be removed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measurePageWeight, type PageWeight } from './page-weight';
import { checkBudgets, type BudgetResult } from './web-budgets';
import { webAppDist, webApps } from './web-apps';

let weight: PageWeight;
let budgets: BudgetResult[];
let builtDir: string | undefined;

function hasPrecompressedBuild(): boolean {
  return Object.values(webApps).every((app) => existsSync(path.join(webAppDist(app), 'mf-manifest.json.br')));
}

beforeAll(async () => {
  const env = { ...process.env };
  if (!hasPrecompressedBuild()) {
    builtDir = mkdtempSync(path.join(tmpdir(), 'web-budgets-'));
    env.WEB_DIST_ROOT = builtDir;
    execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../build-web.ts')], {
      env,
      stdio: 'pipe',
    });
  }
  weight = await measurePageWeight('/', env);
  budgets = checkBudgets(weight);
}, 300_000);

afterAll(() => {
  if (builtDir) rmSync(builtDir, { recursive: true, force: true });
});

const find = (name: string) => {
  const found = budgets.find((b) => b.name === name);
  if (!found) throw new Error(`no budget ${name}`);
  return found;
};

describe('weight of / for a guest (issue 11 budgets)', () => {
  it('loads the shell and the feed remote, every sizeable script compressed', () => {
    const scripts = weight.resources.filter((r) => r.type === 'script');
    expect(scripts.some((r) => r.url === '/mfe/feed/remoteEntry.js')).toBe(true);
    const uncompressed = scripts.filter((r) => r.wireBytes > 1024 && r.encoding === 'identity');
    expect(uncompressed).toEqual([]);
    expect(scripts.filter((r) => r.wireBytes > 1024).every((r) => r.encoding === 'br')).toBe(true);
  });

  it('keeps each remote entry within 30 KB over the wire', () => {
    const entries = budgets.filter((b) => b.name.startsWith('remote entry'));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.actualBytes).toBeLessThanOrEqual(30_000);
  });

  it('keeps everything on / within 450 KB over the wire', () => {
    expect(find('everything on /').actualBytes).toBeLessThanOrEqual(450_000);
  });

  it('keeps all JavaScript on / within 300 KB over the wire', () => {
    expect(find('all JavaScript on /').actualBytes).toBeLessThanOrEqual(300_000);
  });

  // Not met yet (measured 256 KB): the shell's origin serves every shared module, so React DOM
  // (56 KiB brotli), the Module Federation runtime (29 KiB), antd's first-screen module (~99 KiB),
  // react-router, TanStack Query and zod all count here. See the issue 11 note.
  it.failing("keeps the shell's initial JavaScript within 120 KB compressed", () => {
    expect(find('shell initial JavaScript').met).toBe(true);
  });
});

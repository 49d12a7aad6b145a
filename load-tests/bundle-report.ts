// `npm run bench:bundle [-- --url <origin>]`: the front end's weight from the production builds
// (build them first with `npm run build:web`): raw, gzip and brotli bytes per chunk and per app;
// with --url, what a guest's cold visit to `/` of that running platform (e.g. npm start's
// http://localhost:8080, seeded) transfers, measured in Chromium, against the budgets of issue 11.
// Without a platform there is no content to show, so no page weight: the journey
// e2e/tests/60-page-weight.spec.ts measures it on a platform of its own in npm test.
import { formatKiB, measureChunks } from '@sonic-nexus/scripts/web/bundle-sizes';
import { measurePageWeight } from '@sonic-nexus/scripts/web/page-weight';
import { webAppDist, webApps } from '@sonic-nexus/web-server/web-apps';
import {
  shellScriptShares,
  sharesReport,
  type FederationManifest,
} from '@sonic-nexus/scripts/web/shell-script-shares';
import { checkBudgets, weightReport } from '@sonic-nexus/scripts/web/web-budgets';

const USAGE =
  'Usage: npm run bench:bundle [-- --url <origin of a running platform, e.g. http://localhost:8080>]';

const LISTED_CHUNKS = 8;
const cell = (bytes: number) => formatKiB(bytes).padStart(11);

function appReport(): void {
  for (const app of Object.values(webApps)) {
    const chunks = measureChunks(webAppDist(app));
    const total = chunks.reduce(
      (sum, c) => ({ bytes: sum.bytes + c.bytes, gzip: sum.gzip + c.gzipBytes, br: sum.br + c.brotliBytes }),
      { bytes: 0, gzip: 0, br: 0 },
    );
    console.log(
      `\n${app.name}: ${chunks.length} files${cell(total.bytes)} raw${cell(total.gzip)} gzip${cell(total.br)} br`,
    );
    for (const c of chunks.slice(0, LISTED_CHUNKS)) {
      console.log(`  ${c.file.padEnd(48)}${cell(c.bytes)}${cell(c.gzipBytes)}${cell(c.brotliBytes)}`);
    }
    if (chunks.length > LISTED_CHUNKS) console.log(`  … ${chunks.length - LISTED_CHUNKS} smaller files`);
  }
}

function parseUrl(argv: string[]): string | undefined {
  if (argv.length === 0) return undefined;
  const [flag, value] = argv;
  if (flag !== '--url' || value === undefined || argv.length > 2) throw new Error(USAGE);
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`--url needs an http(s) origin, got "${value}"\n${USAGE}`);
  return new URL(value).origin;
}

async function main(): Promise<void> {
  const origin = parseUrl(process.argv.slice(2));
  appReport();
  if (!origin) {
    console.log(`\nNo page weight: pass --url to measure a running platform's /.\n${USAGE}`);
    return;
  }
  const weight = await measurePageWeight(origin, '/');
  console.log(`\n${origin}\n${weightReport(weight, checkBudgets(weight))}`);
  // The shell serves its build manifest, which names the chunks of each shared module.
  const manifest = await fetch(`${origin}/mf-manifest.json`);
  if (!manifest.ok) throw new Error(`GET ${origin}/mf-manifest.json answered ${manifest.status}`);
  console.log(sharesReport(shellScriptShares(weight, (await manifest.json()) as FederationManifest)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

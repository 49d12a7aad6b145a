// `npm run bench:bundle`: the front end's weight from the production builds (build them first with
// `npm run build:web`): raw, gzip and brotli bytes per chunk and per app, then what a guest's cold
// visit to `/` transfers, measured in Chromium, against the budgets of issue 11.
import { formatKiB, measureChunks } from '@sonic-nexus/scripts/web/bundle-sizes';
import { measurePageWeight } from '@sonic-nexus/scripts/web/page-weight';
import { webAppDist, webApps } from '@sonic-nexus/scripts/web/web-apps';
import { checkBudgets } from '@sonic-nexus/scripts/web/web-budgets';

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

async function main(): Promise<void> {
  appReport();
  const weight = await measurePageWeight('/');
  console.log(`\nGET / as a guest, cold cache (Chromium): ${weight.resources.length} requests`);
  for (const r of weight.resources) {
    console.log(`  ${r.type.padEnd(9)}${cell(r.wireBytes)} ${r.encoding.padEnd(9)}${r.url}`);
  }
  console.log('\nBudgets (issue 11):');
  for (const b of checkBudgets(weight)) {
    console.log(
      `  ${b.met ? 'met    ' : 'NOT met'} ${b.name}: ${formatKiB(b.actualBytes)} of ${formatKiB(b.limitBytes)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// Prints a free port for every entry of the platform's port map, all distinct, as the environment
// variables resolvePorts reads (JSON). Run by ports.ts, which needs the answer synchronously.
import { PORT_DEFAULTS } from '@sonic-nexus/scripts/platform-ports';
import { freePort } from '@sonic-nexus/test-kit';

async function main(): Promise<void> {
  const names = Object.keys(PORT_DEFAULTS);
  const ports = new Set<number>();
  while (ports.size < names.length) ports.add(await freePort());
  const chosen = [...ports];
  process.stdout.write(JSON.stringify(Object.fromEntries(names.map((name, i) => [name, String(chosen[i])]))));
}

void main();

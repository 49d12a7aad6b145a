// Prints a free port for every entry of the platform's port map, all distinct, as the environment
// variables resolvePorts reads (JSON). Run by ports.ts, which needs the answer synchronously.
import { choosePorts } from '@sonic-nexus/web-server/platform-ports';
import { freePort } from '@sonic-nexus/test-kit';

async function main(): Promise<void> {
  process.stdout.write(JSON.stringify(await choosePorts(freePort)));
}

void main();

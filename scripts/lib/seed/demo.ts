// `SEED=demo npm start`: a lively site right after start, from the same seed as `npm run seed`
// with its defaults, so a rerun (or a later `npm run seed`) adds nothing.
import type { PlatformPorts } from '@sonic-nexus/web-server/platform-ports';
import { DEMO_COUNTS, seedTargets } from './options';
import { seedPassword } from './content';
import { seedPlatform } from './seed-platform';

const DEMO_SEED = 'demo';

/** Seeds the running platform on `ports`; progress lines go to `log`. Resolves when done. */
export async function seedDemo(ports: PlatformPorts, log: (msg: string) => void): Promise<void> {
  log(
    `seeding demo content: ${DEMO_COUNTS.users} users, ${DEMO_COUNTS.playlists} playlists, ` +
      `${DEMO_COUNTS.votes} votes, ${DEMO_COUNTS.follows} follows`,
  );
  const outcome = await seedPlatform(
    { ...DEMO_COUNTS, ...seedTargets(ports), seed: DEMO_SEED, concurrency: 16 },
    { line: log },
  );
  log(
    `demo content ready${outcome.failed ? ` (${outcome.failed} writes failed, see above)` : ''}: ` +
      `sign in as ${DEMO_SEED}_u0001 with password "${seedPassword(DEMO_SEED)}"`,
  );
}

// `npm run seed -- --users 1000 --playlists 10000 --votes 100000 --follows 5000 [--seed NAME]`:
// fills a running platform through the services' own write paths (usage: scripts/lib/seed/options.ts).
import { seedPassword } from './lib/seed/content';
import { parseSeedArgs, SEED_USAGE } from './lib/seed/options';
import { terminalSink } from './lib/seed/progress';
import { seedPlatform } from './lib/seed/seed-platform';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(SEED_USAGE);
    return;
  }
  const options = parseSeedArgs(args);
  console.log(
    `seed "${options.seed}": ${options.users} users, ${options.playlists} playlists, ${options.votes} votes, ` +
      `${options.follows} follows (concurrency ${options.concurrency})`,
  );
  const outcome = await seedPlatform(options, terminalSink());
  console.log(`seeded users sign in with the password "${seedPassword(options.seed)}"`);
  if (outcome.failed > 0) {
    console.error(`${outcome.failed} writes failed (first failures listed above)`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(`seed failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});

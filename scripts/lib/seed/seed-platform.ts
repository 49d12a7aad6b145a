// One seed run: users (registered and verified), their playlists, votes and follows, in that order
// since each phase needs the ids the one before learned.
import { assertServing, createSeedClients } from './clients';
import { seedFollows } from './follows-phase';
import type { SeedOptions } from './options';
import { seedPlaylists } from './playlists-phase';
import type { PhaseResult, ProgressSink } from './progress';
import type { SeededUser } from './seed-context';
import { seedUsers } from './users-phase';
import { seedVotes } from './votes-phase';

export interface SeedOutcome {
  users: SeededUser[];
  /** the service's id of each seeded playlist, by index; undefined where creation failed */
  playlistIds: Array<string | undefined>;
  phases: PhaseResult[];
  failed: number;
}

export async function seedPlatform(options: SeedOptions, sink: ProgressSink): Promise<SeedOutcome> {
  await assertServing(options);
  const clients = createSeedClients(options);
  try {
    const ctx = { options, clients, sink };
    const { users, results } = await seedUsers(ctx);
    const playlists = await seedPlaylists(ctx, users);
    const votes = await seedVotes(ctx, users, playlists.ids);
    const follows = await seedFollows(ctx, users);
    const phases = [...results, playlists.result, votes, follows];
    return {
      users,
      playlistIds: playlists.ids,
      phases,
      failed: phases.reduce((sum, p) => sum + p.failed, 0),
    };
  } finally {
    clients.close();
  }
}

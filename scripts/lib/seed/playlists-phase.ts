// Playlists: each user's are listed first (a rerun finds them by their link), the missing ones are
// created through the playlist service as the gateway would for that user.
import { unary } from '@sonic-nexus/service-kit';
import { seedPlaylist, type SeedPlaylist } from './content';
import { forEachLimited } from './pool';
import { startPhase, type PhaseResult } from './progress';
import { WRITE_CALL, type SeedContext, type SeededUser } from './seed-context';

export interface SeededPlaylists {
  /** the service's id of playlist `index`; undefined where it could not be created */
  ids: Array<string | undefined>;
  content: SeedPlaylist[];
  result: PhaseResult;
}

export async function seedPlaylists(ctx: SeedContext, users: SeededUser[]): Promise<SeededPlaylists> {
  const { seed, playlists: count, users: userCount, concurrency } = ctx.options;
  const content = Array.from({ length: count }, (_, i) => seedPlaylist(seed, i, userCount));
  const byUrl = new Map(content.map((p) => [p.playlistUrl, p]));
  const ids: Array<string | undefined> = new Array<string | undefined>(count).fill(undefined);
  const owners = new Map(users.map((u) => [u.index, u]));
  const phase = startPhase('playlists', count, ctx.sink);
  const client = ctx.clients.playlist;
  // An owner whose playlists could not be listed gets none created: they might exist already.
  const unlisted = new Map<number, unknown>();

  await forEachLimited(users, concurrency, async (owner) => {
    try {
      const { playlists } = await unary(client, client.listUserPlaylists, { userId: owner.id }, WRITE_CALL);
      for (const found of playlists) {
        const wanted = byUrl.get(found.playlistUrl);
        if (wanted && wanted.owner === owner.index && ids[wanted.index] === undefined) {
          ids[wanted.index] = found.id;
          phase.existing();
        }
      }
    } catch (err) {
      unlisted.set(owner.index, err);
    }
  });

  const missing = content.filter((p) => ids[p.index] === undefined);
  await forEachLimited(missing, concurrency, async (p) => {
    const owner = owners.get(p.owner);
    if (!owner) return phase.failed(new Error(`playlist ${p.index}: its owner was not seeded`));
    if (unlisted.has(p.owner)) return phase.failed(unlisted.get(p.owner));
    try {
      const created = await unary(
        client,
        client.createPlaylist,
        {
          submittedBy: owner.id,
          username: owner.username,
          title: p.title,
          description: p.description,
          platform: p.platform,
          playlistUrl: p.playlistUrl,
          tags: p.tags,
          albumArtUrls: [],
          durationMinutes: p.durationMinutes,
        },
        WRITE_CALL,
      );
      ids[p.index] = created.id;
      phase.created();
    } catch (err) {
      phase.failed(err);
    }
  });
  return { ids, content, result: phase.finish() };
}

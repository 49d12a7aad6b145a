// `npm run search:rebuild`: builds the playlist search index again from the live playlists, on
// every playlist replica named by PLAYLIST_SERVICE_ADDR (default: this machine's npm start). Each
// builds the new index aside and swaps it in, so searches keep answering meanwhile. With
// Meilisearch, one replica's rebuild serves all; with the embedded engine each replica has its own.
import { playlist } from '@sonic-nexus/proto';
import { createClient, unary } from '@sonic-nexus/service-kit';
import { resolvePorts } from '@sonic-nexus/web-server/platform-ports';

const REBUILD_DEADLINE_MS = 10 * 60_000;

async function main(): Promise<void> {
  const target = process.env.PLAYLIST_SERVICE_ADDR ?? `127.0.0.1:${resolvePorts().PLAYLIST_GRPC_PORT}`;
  const replicas = target.split(',').map((address) => address.trim());
  for (const address of replicas) {
    process.stdout.write(`rebuilding the search index of the playlist service at ${address}... `);
    const client = createClient(playlist.PlaylistServiceClient, address);
    try {
      const status = await unary(client, client.getSearchStatus, {});
      const done = await unary(client, client.rebuildSearchIndex, {}, { deadlineMs: REBUILD_DEADLINE_MS });
      console.log(`${done.documents} playlists indexed in ${done.ms} ms (${status.mode})`);
    } finally {
      client.close();
    }
  }
}

main().catch((err: unknown) => {
  console.error(`\nsearch rebuild failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});

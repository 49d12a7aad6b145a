// The link-preview card of a playlist (og:image of a shared link, issue 11): public, outside the
// contract's route table since the answer is a PNG, not JSON (bindRoute checks JSON answers).
// Votes change, so caches keep it only a few minutes; an unknown id answers the JSON 404. A card is
// drawn once per version of what it shows (card-cache.ts); a client may have only so many drawn
// (429 with Retry-After beyond RATE_LIMIT_CARD_*), while cards already drawn are free.
import { idParams, PLAYLIST_CARD_PATH, toExpressPath } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';
import { gatewayLimits, type LimitDeps } from '../accounts/gateway-limits';
import type { ServiceClients } from '../clients';
import { parseInput } from '../http/validate-input';
import { createCardCache } from './card-cache';

export interface ShareDeps extends LimitDeps {
  clients: Pick<ServiceClients, 'playlist'>;
}

const CARD_CACHE_CONTROL = 'public, max-age=300';
/** A card is some 160-220 KB: the 150 or more playlists shared most lately stay drawn. */
const CARD_CACHE_BYTES = 32 * 1024 * 1024;

export function shareRoutes(deps: ShareDeps): Router {
  const client = deps.clients.playlist;
  const router = apiRouter();
  const limits = gatewayLimits(deps);
  const cards = createCardCache({ maxBytes: CARD_CACHE_BYTES });

  router.get(toExpressPath(PLAYLIST_CARD_PATH), async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    const found = await unary(client, client.getPlaylist, { playlistId: id });
    const png = await cards.get(id, found, () => limits.card(req.ip ?? 'unknown', res));
    res.set({
      'Content-Type': 'image/png',
      'Cache-Control': CARD_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(png);
  });

  return router;
}

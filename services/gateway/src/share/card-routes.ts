// The link-preview card of a playlist (og:image of a shared link, issue 11): public, outside the
// contract's route table since the answer is a PNG, not JSON (bindRoute checks JSON answers).
// Votes change, so caches keep it only a few minutes; an unknown id answers the JSON 404.
import { idParams, PLAYLIST_CARD_PATH, toExpressPath } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import { Router } from 'express';
import type { ServiceClients } from '../clients';
import { parseInput } from '../http/validate-input';
import { cardSvg } from './card-svg';
import { renderCard } from './render-card';

export interface ShareDeps {
  clients: Pick<ServiceClients, 'playlist'>;
}

const CARD_CACHE_CONTROL = 'public, max-age=300';

export function shareRoutes(deps: ShareDeps): Router {
  const client = deps.clients.playlist;
  const router = Router();

  router.get(toExpressPath(PLAYLIST_CARD_PATH), async (req, res) => {
    const { id } = parseInput(idParams, req.params);
    const found = await unary(client, client.getPlaylist, { playlistId: id });
    const png = await renderCard(cardSvg(found));
    res.set({
      'Content-Type': 'image/png',
      'Cache-Control': CARD_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(png);
  });

  return router;
}

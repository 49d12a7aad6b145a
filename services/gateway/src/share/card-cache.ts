// Drawn cards, one per playlist, each with the version it was drawn for: a hash of exactly what
// the card draws (title, platform, submitter, the three counts). A vote or a new title is a new
// version, drawn once; an unchanged playlist is answered from memory however often it is asked
// for (each replica keeps its own). lru-cache bounds the memory by bytes, and concurrent asks for
// one version wait for one drawing, counted once.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { cardSvg, type CardInput } from './card-svg';
import { renderCard } from './render-card';

interface DrawnCard {
  version: string;
  png: Buffer;
}

export interface CardCache {
  /**
   * The PNG of the playlist as `card` describes it: kept, joined to a drawing under way, or drawn
   * once `mayDraw` resolves (it throws to refuse, e.g. the client's drawing limit).
   */
  get(playlistId: string, card: CardInput, mayDraw: () => Promise<void>): Promise<Buffer>;
}

/** Only what cardSvg draws, in a fixed order: anything else a playlist carries is no new card. */
function cardVersion(card: CardInput): string {
  const drawn = [
    card.title,
    card.platform,
    card.username,
    card.fireVotes,
    card.thumbsUpVotes,
    card.trashVotes,
  ];
  return createHash('sha256').update(JSON.stringify(drawn)).digest('base64url');
}

export function createCardCache(opts: { maxBytes: number }): CardCache {
  const drawn = new LRUCache<string, DrawnCard>({
    maxSize: opts.maxBytes,
    sizeCalculation: (entry, id) => entry.png.length + id.length,
  });
  /** A version being drawn (its permission asked first): asks for it meanwhile wait for it. */
  const underWay = new Map<string, Promise<Buffer>>();

  return {
    async get(playlistId, card, mayDraw) {
      const version = cardVersion(card);
      const key = `${playlistId}\n${version}`;
      for (;;) {
        const hit = drawn.get(playlistId);
        if (hit?.version === version) return hit.png;
        const other = underWay.get(key);
        if (!other) break;
        // Drawn by then (next round answers it), or refused to the one who asked: ask again.
        await other.catch(() => undefined);
        if (underWay.get(key) === other) underWay.delete(key);
      }
      const drawing = (async () => {
        await mayDraw();
        const png = await renderCard(cardSvg(card));
        drawn.set(playlistId, { version, png });
        return png;
      })();
      underWay.set(key, drawing);
      try {
        return await drawing;
      } finally {
        if (underWay.get(key) === drawing) underWay.delete(key);
      }
    },
  };
}

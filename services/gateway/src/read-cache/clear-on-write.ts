// Any write through this gateway (a submission, a vote, a deleted account…) may change what the
// cached public reads show: once it has been answered (or its client has gone: 'close' fires
// either way, 'finish' only on a full answer), the cache starts over.
import type { RequestHandler } from 'express';
import type { PublicReadCache } from './public-read-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function clearOnWrite(cache: PublicReadCache): RequestHandler {
  return (req, res, next) => {
    if (!READS.has(req.method)) res.once('close', () => cache.clear());
    next();
  };
}

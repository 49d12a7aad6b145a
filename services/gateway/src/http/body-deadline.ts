// A body must arrive within its deadline (issue 27): a client trickling a few bytes every few
// seconds would otherwise hold its place in the in-flight budget for as long as it likes. Past
// the deadline it is answered 408 and its connection closed, which frees the place.
import { serverMessages } from '@sonic-nexus/contract';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';

export const bodyDeadlineEnv = {
  // A JSON body is at most 100 kB: even a slow phone sends it within seconds.
  BODY_READ_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  // A picture of up to 5 MB at 1 Mbit/s takes 40 s.
  UPLOAD_READ_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  // Headers must arrive whole within this (Node's headersTimeout); the edge has its own.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
};

export function bodyDeadline(
  timeoutMs: number,
  applies: (req: Request) => boolean = () => true,
): RequestHandler {
  return (req, res, next) => {
    // Bodyless requests are complete as soon as their headers are.
    if (req.complete || !applies(req)) {
      next();
      return;
    }
    const timer = setTimeout(() => {
      if (req.complete || res.headersSent) return;
      res.setHeader('Connection', 'close');
      res.status(408).json({ message: serverMessages.requestTimeout });
      // The body parser is still waiting: end the connection once the answer is out.
      res.once('finish', () => req.socket.destroy());
    }, timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    req.once('end', clear);
    res.once('close', clear);
    next();
  };
}

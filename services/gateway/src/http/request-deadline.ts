// The gateway is where a request enters the platform, so it sets the request's one deadline
// (service-kit call-deadline.ts): every gRPC call made for the request carries that instant, and
// a service that reads the call after it has passed refuses it before doing anything.
import { runWithDeadline } from '@sonic-nexus/service-kit';
import type { Request, RequestHandler } from 'express';

/** Receiving and re-encoding a picture of up to 5 MB comes on top of the request's budget. */
const UPLOAD_EXTRA_MS = 12_000;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** epoch ms when the request arrived (markArrival) */
      arrivedAt: number;
    }
  }
}

/** First middleware: the budget runs from arrival, reading the body included. */
export const markArrival: RequestHandler = (_req, res, next) => {
  res.locals.arrivedAt = Date.now();
  next();
};

/**
 * Runs the rest of the chain within the request's deadline. Mounted after body parsing: stream
 * callbacks run outside the async context they were registered in, promise continuations inside.
 */
export function withRequestDeadline(
  budgetMs: number,
  isUpload: (req: Request) => boolean = () => false,
): RequestHandler {
  return (req, res, next) => {
    const budget = budgetMs + (isUpload(req) ? UPLOAD_EXTRA_MS : 0);
    runWithDeadline((res.locals.arrivedAt ?? Date.now()) + budget, () => next());
  };
}

// Admission of work by an adaptive limit (issue 28, adaptive-limit.ts): a request whose body has
// arrived is counted as work until its answer; past the limit it is answered 503 with Retry-After
// at once, having done nothing. Only answers that did the work teach the limit: a 503 or 504 (a
// service away or too slow) says nothing about this gateway's queue, and a service paused must not
// shrink the room every other page needs. Streams give their place back once matched.
import { serverMessages } from '@sonic-nexus/contract';
import type { RequestHandler } from 'express';
import { Gauge } from 'prom-client';
import { z } from 'zod';
import { createAdaptiveLimit, type AdaptiveLimit } from './adaptive-limit';
import { HttpError } from './http-error';
import { admissionOf } from './load-shedding';

export const workAdmissionEnv = {
  // The p90 latency admitted work keeps: the limit shrinks when the answers of a busy window are
  // slower, and grows again while they are within it. 0 turns the adaptive limit off.
  ADMISSION_TARGET_MS: z.coerce.number().int().min(0).default(100),
  // The limit never goes below this: a page's own burst of calls always fits.
  ADMISSION_MIN_WORK: z.coerce.number().int().positive().default(32),
};

/** A window says something only with this many answers (about 100 a second): a quiet gateway keeps its limit. */
const WINDOW_MS = 500;
const MIN_SAMPLES = 50;

export function createWorkLimit(targetMs: number, min: number, max: number): AdaptiveLimit | null {
  if (targetMs === 0) return null;
  return createAdaptiveLimit({
    targetMs,
    min: Math.min(min, max),
    max,
    initial: max,
    windowMs: WINDOW_MS,
    minSamples: MIN_SAMPLES,
  });
}

// The limit and the work in flight on the admin port's /metrics, so an SRE sees the room shrink.
const watched: { limit: AdaptiveLimit | null; working: number } = { limit: null, working: 0 };
new Gauge({
  name: 'gateway_admission_limit',
  help: 'Work the gateway admits at once now (adaptive; 0 when off)',
  collect() {
    this.set(watched.limit?.limit ?? 0);
  },
});
new Gauge({
  name: 'gateway_admitted_work',
  help: 'Work admitted and not yet answered',
  collect() {
    this.set(watched.working);
  },
});

/** Work admitted and not yet answered in this process (0 while the adaptive limit is off). */
export const admittedWork = (): number => watched.working;

export function workAdmission(limit: AdaptiveLimit | null): RequestHandler {
  let working = 0;
  watched.limit = limit;
  return (req, res, next) => {
    if (!limit) {
      next();
      return;
    }
    if (working >= limit.limit) {
      next(new HttpError(503, serverMessages.serviceUnavailable));
      return;
    }
    working += 1;
    watched.working = working;
    const atStart = working;
    const started = performance.now();
    let counted = true;
    let longLived = false;
    const release = () => {
      if (!counted) return;
      counted = false;
      working -= 1;
      watched.working = working;
    };
    admissionOf(req)?.onLongLived(() => {
      longLived = true;
      release();
    });
    res.once('finish', () => {
      if (!longLived && res.statusCode !== 503 && res.statusCode !== 504) {
        limit.sample(performance.now() - started, atStart);
      }
      release();
    });
    res.once('close', release);
    next();
  };
}

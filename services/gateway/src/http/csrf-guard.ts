// CSRF defence for mutating calls (DESIGN §7): a browser always names the page's origin on a
// cross-site POST, so a foreign Origin (or Referer) is refused; and bodies must be JSON, which a
// plain HTML form cannot send. Multipart/binary routes opt out of the JSON rule only.
import { serverMessages } from '@sonic-nexus/contract';
import type { Request, RequestHandler } from 'express';
import { HttpError } from './http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export interface CsrfOptions {
  publicUrl: string;
  extraOrigins?: string[];
  /** Paths (exact, no query) whose bodies are not JSON, e.g. the multipart picture upload. */
  nonJsonPaths?: (path: string) => boolean;
}

export function csrfGuard(options: CsrfOptions): RequestHandler {
  const allowed = new Set(
    [options.publicUrl, ...(options.extraOrigins ?? [])]
      .map((url) => originOf(url))
      .filter((origin): origin is string => origin !== null),
  );
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const claimed = req.headers.origin ?? req.headers.referer;
    if (claimed !== undefined && !allowed.has(originOf(claimed) ?? '')) {
      return next(new HttpError(403, serverMessages.crossSiteRefused));
    }
    if (hasBody(req) && !req.is('application/json') && !options.nonJsonPaths?.(req.path)) {
      return next(new HttpError(415, serverMessages.jsonRequired));
    }
    next();
  };
}

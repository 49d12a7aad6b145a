// The one place errors become HTTP answers: JSON ErrorBody always, stack traces never.
import { serverMessages, type ErrorBody } from '@sonic-nexus/contract';
import { isGrpcError } from '@sonic-nexus/service-kit';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { httpFromGrpc } from './grpc-status';
import { HttpError } from './http-error';
import { RETRY_AFTER_SECONDS } from './load-shedding';
import { validationError } from './validate-input';

/** body-parser marks its errors with a `type` and an HTTP `status`. */
interface BodyParserError extends Error {
  type: string;
  status: number;
}

/**
 * A body whose Content-Encoding (gzip, deflate, br) does not decode: body-parser passes zlib's own
 * error on, marked 400 but with no `type`.
 */
function isUndecodableBody(err: unknown): boolean {
  return err instanceof Error && 'errno' in err && (err as { status?: unknown }).status === 400;
}

function isBodyParserError(err: unknown): err is BodyParserError {
  return (
    err instanceof Error && typeof (err as Partial<BodyParserError>).type === 'string' && 'status' in err
  );
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

function toHttp(err: unknown, write: boolean): { status: number; body: ErrorBody } | null {
  if (err instanceof HttpError) return { status: err.status, body: err.toBody() };
  if (err instanceof ZodError) return toHttp(validationError(err), write);
  if (isGrpcError(err)) return httpFromGrpc(err, write);
  // The router could not decode a path parameter (e.g. /api/playlists/%E0%A4%A).
  if (err instanceof URIError) return { status: 400, body: { message: serverMessages.malformedUrl } };
  if (isUndecodableBody(err)) return { status: 400, body: { message: serverMessages.bodyEncodingInvalid } };
  if (isBodyParserError(err)) {
    if (err.type === 'entity.too.large')
      return { status: 413, body: { message: serverMessages.payloadTooLarge } };
    if (err.type === 'entity.parse.failed')
      return { status: 400, body: { message: serverMessages.invalidJson } };
    if (err.status >= 400 && err.status < 500) return { status: err.status, body: { message: err.message } };
  }
  return null;
}

export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new HttpError(404, serverMessages.notFound));
};

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) return next(err);
  const mapped = toHttp(err, isWrite(req.method));
  if (!mapped || mapped.status >= 500) {
    // pino-http's req.log carries the request id, so the log line can be matched to the call.
    req.log.error({ err }, 'request failed');
  }
  const { status, body } = mapped ?? { status: 500, body: { message: serverMessages.internal } };
  // A 503 is temporary and did nothing (a component away, or the caller's deadline passed first);
  // a 504 may have done it, and a repeat with the same key is safe: say when to try again, as the
  // edge and the load shedder do.
  if ((status === 503 || status === 504) && !res.hasHeader('Retry-After'))
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.status(status).json(body);
};

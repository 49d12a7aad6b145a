// Reading an uploaded picture, never more than 5 MB of it (spec §9): a declared length over the
// limit is refused before a byte is read, and a body that grows past it is refused the moment it
// does, at 5 MB + 1; the request stream is then paused and the connection closed after the 413,
// so the rest is neither buffered nor read. raw-body reads the PUT's bytes, busboy the form.
import { PICTURE_MAX_BYTES, serverMessages, uploadFailureMessages } from '@sonic-nexus/contract';
import busboy from 'busboy';
import type { Request, RequestHandler } from 'express';
import getRawBody from 'raw-body';
import { HttpError } from '../http/http-error';

/** Room for the form's boundaries and part headers around a file of the largest size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** How long a connection whose upload was refused stays open, unread, for its answer to arrive. */
const LINGER_MS = 2000;

/**
 * Upload answers close their connection, so an answer given before the body was read (401, 413, a
 * refused URL) ends the request instead of Node reading the rest off the wire. Node would destroy
 * the socket as soon as the answer is written; with upload bytes still unread the kernel then
 * resets the connection, and a client still sending may see the reset (EPIPE) before the answer.
 * So such a connection is only half-closed: the answer and FIN go out, nothing more is read (the
 * request stays paused), and it is destroyed after LINGER_MS.
 */
export const closeAfterAnswer: RequestHandler = (req, res, next) => {
  res.set('Connection', 'close');
  res.once('finish', () => {
    if (req.complete) return;
    const socket = req.socket;
    req.pause(); // Node resumes an unread request to drain it; this one stays unread
    socket.removeListener('finish', socket.destroy); // set by Node's socket.destroySoon()
    const destroyLater = () => setTimeout(() => socket.destroy(), LINGER_MS).unref();
    if (socket.writableFinished) destroyLater();
    else socket.once('finish', destroyLater);
  });
  next();
};

const tooLarge = () => new HttpError(413, uploadFailureMessages.tooLarge);
const fileRequired = () => new HttpError(400, serverMessages.pictureFileRequired);

function declaredLength(req: Request): number | null {
  const value = req.headers['content-length'];
  return value === undefined ? null : Number(value);
}

function isTooLarge(err: unknown): boolean {
  return (err as { type?: unknown } | null)?.type === 'entity.too.large';
}

/** The raw bytes of the request (the PUT to an upload URL). */
export async function readBodyBytes(req: Request): Promise<Buffer> {
  try {
    return await getRawBody(req, { limit: PICTURE_MAX_BYTES, length: req.headers['content-length'] });
  } catch (err) {
    throw isTooLarge(err) ? tooLarge() : err;
  }
}

/** The one file of the form field 'file' (the direct upload). */
export function readFormFile(req: Request): Promise<Buffer> {
  const declared = declaredLength(req);
  if (declared !== null && declared > PICTURE_MAX_BYTES + FORM_OVERHEAD_BYTES) {
    return Promise.reject(tooLarge());
  }
  return new Promise<Buffer>((resolve, reject) => {
    let form: busboy.Busboy;
    try {
      form = busboy({
        headers: req.headers,
        // busboy signals 'limit' on reaching fileSize, so one byte more than the largest allowed.
        limits: { files: 1, fileSize: PICTURE_MAX_BYTES + 1, fields: 10, fieldSize: 1024, parts: 11 },
      });
    } catch {
      return reject(fileRequired()); // not multipart/form-data, or no boundary
    }
    let file: Buffer | null = null;
    let settled = false;
    const fail = (err: HttpError) => {
      if (settled) return;
      settled = true;
      req.unpipe(form);
      req.pause();
      reject(err);
    };
    // The form is the file alone (its OpenAPI schema allows no other field): anything else is
    // refused, and another file is not read into memory.
    form.on('field', () => fail(fileRequired()));
    form.on('file', (name, stream) => {
      if (name !== 'file') {
        stream.resume();
        return fail(fileRequired());
      }
      const parts: Buffer[] = [];
      stream.on('data', (part: Buffer) => parts.push(part));
      stream.on('limit', () => fail(tooLarge()));
      stream.on('end', () => {
        if (!stream.truncated) file = Buffer.concat(parts);
      });
    });
    form.on('filesLimit', () => fail(fileRequired()));
    form.on('partsLimit', () => fail(fileRequired()));
    form.on('fieldsLimit', () => fail(fileRequired()));
    form.on('error', () => fail(fileRequired()));
    form.on('close', () => {
      if (settled) return;
      settled = true;
      if (file) resolve(file);
      else reject(fileRequired());
    });
    // A client gone mid-upload: the form never closes, so the promise settles here.
    req.on('close', () => {
      if (!req.complete) fail(fileRequired());
    });
    req.pipe(form);
  });
}

import mongoose from 'mongoose';
import type pino from 'pino';

/** One connection (and database) per service; never the global mongoose connection. */
export async function connectMongo(
  url: string,
  dbName: string,
  logger: pino.Logger,
): Promise<mongoose.Connection> {
  const conn = mongoose.createConnection(url, { dbName, serverSelectionTimeoutMS: 5000 });
  conn.on('disconnected', () => logger.warn({ dbName }, 'MongoDB disconnected'));
  conn.on('reconnected', () => logger.info({ dbName }, 'MongoDB reconnected'));
  await conn.asPromise();
  logger.info({ dbName }, 'MongoDB connected');
  return conn;
}

export async function pingMongo(conn: mongoose.Connection): Promise<boolean> {
  try {
    if (conn.readyState !== mongoose.ConnectionStates.connected || !conn.db) return false;
    const res = await conn.db.command({ ping: 1 });
    return res.ok === 1;
  } catch {
    return false;
  }
}

/** MongoDB's duplicate-key error (a unique index refused the write), from any driver path. */
export function isDuplicateKey(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 11000;
}

const { MongoError, MongoServerError } = mongoose.mongo;

/** Server codes of a store going down or restarting under an operation. */
const SHUTTING_DOWN = new Set([91, 189, 11600, 11602]);

/**
 * The store did not answer the operation: its connection dropped or was never there, it was
 * shutting down, or mongoose gave up buffering while disconnected. The caller gets UNAVAILABLE
 * (503) rather than INTERNAL, and may repeat the call: writes are keyed (issue 13).
 */
export function isStoreUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (
    [
      'MongoNetworkError',
      'MongoNetworkTimeoutError',
      'MongoServerSelectionError',
      'MongooseServerSelectionError',
      'MongoNotConnectedError',
      'MongoPoolClearedError',
      'MongoTopologyClosedError',
      'MongoServerClosedError',
      'MongoClientClosedError',
    ].includes(err.name)
  )
    return true;
  if (err instanceof MongoServerError && SHUTTING_DOWN.has(Number(err.code))) return true;
  if (
    err instanceof MongoError &&
    (err.hasErrorLabel('RetryableWriteError') || err.hasErrorLabel('ResetPool'))
  )
    return true;
  return err.name === 'MongooseError' && /buffering timed out/.test(err.message);
}

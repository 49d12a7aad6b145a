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

import * as grpc from '@grpc/grpc-js';
import mongoose from 'mongoose';
import { ANSWERED_METADATA_KEY, STORE_UNAVAILABLE_MESSAGE, toServiceError } from '../src/grpc-errors';
import { connectMongo, isStoreUnavailable, pingMongo } from '../src/mongo';
import { requireEnv, testLogger, uniqueName } from './test-logger';

describe('connectMongo against the real FerretDB', () => {
  it('connects to its own database, pings, and reports false once closed', async () => {
    const dbName = uniqueName('kit_mongo');
    const conn = await connectMongo(requireEnv('TEST_MONGO_URL'), dbName, testLogger);
    expect(conn.name).toBe(dbName);
    expect(await pingMongo(conn)).toBe(true);

    const Thing = conn.model('Thing', new mongoose.Schema({ name: { type: String, unique: true } }));
    await Thing.init(); // builds the unique index
    await Thing.create({ name: 'a' });
    await expect(Thing.create({ name: 'a' })).rejects.toMatchObject({ code: 11000 });
    expect(await Thing.countDocuments()).toBe(1);

    await conn.dropDatabase();
    await conn.close();
    expect(await pingMongo(conn)).toBe(false);
  });

  it('fails to connect when nothing listens', async () => {
    await expect(connectMongo('mongodb://127.0.0.1:1/', 'x', testLogger)).rejects.toThrow();
  }, 15_000);
});

describe('isStoreUnavailable', () => {
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (err: unknown) => err,
    );

  it('recognises a store nobody answers on, and a mongoose operation that gave up waiting for one', async () => {
    const away = mongoose.createConnection('mongodb://127.0.0.1:1/', { serverSelectionTimeoutMS: 300 });
    const selection = await failureOf(away.asPromise());
    expect(isStoreUnavailable(selection)).toBe(true);
    const Thing = away.model('Thing', new mongoose.Schema({ name: String }, { bufferTimeoutMS: 200 }));
    const buffered = await failureOf(Thing.create({ name: 'a' }));
    expect(buffered).toBeInstanceOf(Error);
    expect(isStoreUnavailable(buffered)).toBe(true);
    await away.close();
  });

  it('recognises a store shutting down under an operation', () => {
    const shutdown = new mongoose.mongo.MongoServerError({ code: 91, errmsg: 'The server is shutting down' });
    expect(isStoreUnavailable(shutdown)).toBe(true);
  });

  it('does not take an answer of the store for its absence', async () => {
    const conn = await connectMongo(requireEnv('TEST_MONGO_URL'), uniqueName('kit_mongo'), testLogger);
    const Thing = conn.model('Thing', new mongoose.Schema({ name: { type: String, unique: true } }));
    await Thing.init();
    await Thing.create({ name: 'a' });
    const duplicate = await failureOf(Thing.create({ name: 'a' }));
    expect(isStoreUnavailable(duplicate)).toBe(false);
    expect(isStoreUnavailable(new Error('boom'))).toBe(false);
    await conn.dropDatabase();
    await conn.close();
  });

  it('becomes UNAVAILABLE, answered by the service (so a breaker does not count it), not INTERNAL', () => {
    const err = new mongoose.mongo.MongoServerError({ code: 11600, errmsg: 'interrupted at shutdown' });
    const mapped = toServiceError(err, testLogger, '/x.Y/Z');
    expect(mapped).toMatchObject({ code: grpc.status.UNAVAILABLE, details: STORE_UNAVAILABLE_MESSAGE });
    expect(mapped.metadata?.get(ANSWERED_METADATA_KEY)).toEqual(['1']);
  });
});

import mongoose from 'mongoose';
import { connectMongo, pingMongo } from '../src/mongo';
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

// The test harness itself: the stores jest hands to every test are real and answer.
import mongoose from 'mongoose';
import { connect } from 'nats';

describe('test infrastructure (real FerretDB, NATS JetStream, Mailpit)', () => {
  it('FerretDB speaks the MongoDB wire protocol and stores a document', async () => {
    const conn = await mongoose
      .createConnection(process.env.TEST_MONGO_URL as string, { dbName: 'harness_check' })
      .asPromise();
    try {
      const col = conn.collection('probe');
      await col.insertOne({ hello: 'nexus' });
      expect(await col.countDocuments({ hello: 'nexus' })).toBe(1);
    } finally {
      await conn.dropDatabase();
      await conn.close();
    }
  });

  it('NATS has JetStream enabled', async () => {
    const nc = await connect({ servers: process.env.TEST_NATS_URL });
    try {
      const info = await (await nc.jetstreamManager()).getAccountInfo();
      expect(info.limits).toBeDefined();
    } finally {
      await nc.close();
    }
  });

  it('Mailpit answers its HTTP API', async () => {
    const res = await fetch(`${process.env.TEST_MAILPIT_URL}/api/v1/messages`);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('messages');
  });
});

import * as grpc from '@grpc/grpc-js';
import { notification } from '@sonic-nexus/proto';
import { checkHealth, connectMongo, createClient, createLogger, unary } from '@sonic-nexus/service-kit';
import { initNotificationModel } from '../src/repository/notification-model';
import { start, stop } from '../src/server';

const mongoUrl = process.env.TEST_MONGO_URL ?? '';
const natsUrl = process.env.TEST_NATS_URL ?? '';
const dbName = `test_notification_${Date.now().toString(36)}`;

describe('notification service skeleton', () => {
  it('boots with health, readiness, its collection, UNIMPLEMENTED RPCs, and stops', async () => {
    if (!mongoUrl || !natsUrl)
      throw new Error('run through the root jest config (TEST_MONGO_URL, TEST_NATS_URL)');
    const ports = await start({
      MONGO_URL: mongoUrl,
      NATS_URL: natsUrl,
      MONGO_DB: dbName,
      NOTIFICATION_GRPC_PORT: '0',
      ADMIN_PORT: '0',
      LOG_LEVEL: 'silent',
    });
    const address = `127.0.0.1:${ports.grpcPort}`;
    expect(await checkHealth(address)).toBe(true);
    const ready = await fetch(`http://127.0.0.1:${ports.adminPort}/readyz`);
    expect(ready.status).toBe(200);
    const metrics = await fetch(`http://127.0.0.1:${ports.adminPort}/metrics`);
    expect(await metrics.text()).toContain('process_cpu');

    const conn = await connectMongo(mongoUrl, dbName, createLogger('notification-test', 'silent'));
    const Notification = await initNotificationModel(conn);
    await expect(
      Notification.create({
        _id: 'n1',
        userId: 1,
        type: 'x'.repeat(51),
        message: 'm',
        createdAt: new Date(),
      }),
    ).rejects.toThrow(/type/);
    const saved = await Notification.create({
      _id: 'n2',
      userId: 1,
      type: 'new_playlist',
      message: 'm',
      createdAt: new Date(),
    });
    expect(saved.isRead).toBe(false);
    await conn.dropDatabase();
    await conn.close();

    const client = createClient(notification.NotificationServiceClient, address);
    const err = await unary(client, client.getUnreadCount, { userId: 1 }).catch((e: grpc.ServiceError) => e);
    expect(err).toMatchObject({
      code: grpc.status.UNIMPLEMENTED,
      details: 'GetUnreadCount arrives with a later issue',
    });

    await stop();
    const after = await unary(client, client.getUnreadCount, { userId: 1 }, { deadlineMs: 1000 }).catch(
      (e: grpc.ServiceError) => e,
    );
    expect(after).toMatchObject({ code: grpc.status.UNAVAILABLE });
    client.close();
  });
});

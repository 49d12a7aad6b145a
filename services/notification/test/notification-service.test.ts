import * as grpc from '@grpc/grpc-js';
import { notification } from '@sonic-nexus/proto';
import { checkHealth, unary } from '@sonic-nexus/service-kit';
import { failure, startServiceHarness } from '@sonic-nexus/test-kit';
import { notificationService, stop } from '../src';
import { initNotificationModel } from '../src/repository/notification-model';

describe('notification service skeleton', () => {
  it('boots with health, readiness, its collection, UNIMPLEMENTED RPCs, and stops', async () => {
    const h = await startServiceHarness(notificationService, {
      label: 'service',
      client: notification.NotificationServiceClient,
    });
    try {
      const address = `127.0.0.1:${h.ports.grpcPort}`;
      expect(await checkHealth(address)).toBe(true);
      const ready = await fetch(`http://127.0.0.1:${h.ports.adminPort}/readyz`);
      expect(ready.status).toBe(200);
      const metrics = await fetch(`http://127.0.0.1:${h.ports.adminPort}/metrics`);
      expect(await metrics.text()).toContain('process_cpu');

      const Notification = await initNotificationModel(h.conn);
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

      expect(await failure(unary(h.client, h.client.getUnreadCount, { userId: 1 }))).toEqual({
        code: grpc.status.UNIMPLEMENTED,
        details: 'GetUnreadCount is not implemented yet',
      });

      await stop();
      const after = await failure(
        unary(h.client, h.client.getUnreadCount, { userId: 1 }, { deadlineMs: 1000 }),
      );
      expect(after).toMatchObject({ code: grpc.status.UNAVAILABLE });
    } finally {
      await h.close();
    }
  });
});

import * as grpc from '@grpc/grpc-js';
import { serverMessages, validationMessages } from '@sonic-nexus/contract';
import { notification } from '@sonic-nexus/proto';
import { checkHealth, unary } from '@sonic-nexus/service-kit';
import { failure, startServiceHarness } from '@sonic-nexus/test-kit';
import { notificationService, stop } from '../src';
import { initNotificationModel } from '../src/repository/notification-model';

describe('notification service process', () => {
  it('boots with health, readiness, its collection and answering RPCs, refuses bad ids, and stops', async () => {
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

      // Stored behind the service's back, so its inbox (filled at start) does not hold it.
      expect(await unary(h.client, h.client.getUnreadCount, { userId: 1 })).toEqual({ count: 0 });
      expect(await failure(unary(h.client, h.client.getUnreadCount, { userId: 0 }))).toEqual({
        code: grpc.status.INVALID_ARGUMENT,
        details: validationMessages.userIdInvalid,
      });
      expect(await failure(unary(h.client, h.client.markRead, { notificationId: 'n2', userId: 2 }))).toEqual({
        code: grpc.status.NOT_FOUND,
        details: serverMessages.notificationNotFound,
      });
      // The recipient may mark it: the store decides, and the inbox learns it.
      expect(await unary(h.client, h.client.markRead, { notificationId: 'n2', userId: 1 })).toMatchObject({
        id: 'n2',
        isRead: true,
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

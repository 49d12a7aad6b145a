// Notifications by _id. A fan-out inserts many at once and tolerates the ones already there (a
// repeat after a crash); a mark-read stores its event in the document (the document outbox).
import { withDocumentLock, type OutboxSignal, type PendingEvent } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import type { NotificationRecord } from '../notifications/notification';
import { initNotificationModel, NOTIFICATIONS_COLLECTION, type NotificationDoc } from './notification-model';

/** FerretDB 1.x, like MongoDB, reports a second copy of an _id as duplicate key error 11000. */
const DUPLICATE_KEY = 11000;
/** Deletes in flight at once: FerretDB 1.x stalls under hundreds of concurrent writes. */
const DELETES_AT_ONCE = 8;

export interface NotificationRepository {
  /** Stores those not stored yet; a duplicate id is the same notification, already there. */
  insertNew(records: NotificationRecord[]): Promise<void>;
  findById(id: string): Promise<NotificationRecord | null>;
  /** Marks one read with its event, under the document's lock; null when it is gone. */
  markRead(
    id: string,
    event: () => PendingEvent,
  ): Promise<{ record: NotificationRecord; changed: boolean } | null>;
  deleteByIds(ids: string[]): Promise<void>;
  /** Every notification: the rebuild's one scan. */
  scanAll(): AsyncIterable<NotificationRecord>;
}

function toRecord(doc: NotificationDoc): NotificationRecord {
  return {
    id: doc._id,
    userId: doc.userId,
    type: doc.type,
    message: doc.message,
    ...(doc.relatedPlaylistId !== undefined && { relatedPlaylistId: doc.relatedPlaylistId }),
    ...(doc.relatedUserId !== undefined && { relatedUserId: doc.relatedUserId }),
    isRead: doc.isRead,
    createdAt: new Date(doc.createdAt),
  };
}

function isOnlyDuplicates(err: unknown): boolean {
  const e = err as { code?: number; writeErrors?: Array<{ code?: number; err?: { code?: number } }> };
  if (e.code === DUPLICATE_KEY && !e.writeErrors) return true;
  return (
    Array.isArray(e.writeErrors) &&
    e.writeErrors.length > 0 &&
    e.writeErrors.every((w) => (w.code ?? w.err?.code) === DUPLICATE_KEY)
  );
}

export async function createNotificationRepository(
  conn: mongoose.Connection,
  outbox: OutboxSignal,
): Promise<NotificationRepository> {
  const Notification = await initNotificationModel(conn);
  return {
    async insertNew(records) {
      if (records.length === 0) return;
      const docs = records.map(({ id, ...rest }) => ({ _id: id, ...rest }));
      try {
        await Notification.insertMany(docs, { ordered: false, lean: true });
      } catch (err) {
        if (!isOnlyDuplicates(err)) throw err;
      }
    },
    async findById(id) {
      const doc = await Notification.findById(id).lean<NotificationDoc>();
      return doc ? toRecord(doc) : null;
    },
    async markRead(id, event) {
      const result = await withDocumentLock(NOTIFICATIONS_COLLECTION, id, async () => {
        const doc = await Notification.findById(id).lean<NotificationDoc>();
        if (!doc) return null;
        if (doc.isRead) return { record: toRecord(doc), changed: false };
        await Notification.updateOne(
          { _id: id },
          { $set: { isRead: true }, $push: { pendingEvents: event() } },
        );
        return { record: { ...toRecord(doc), isRead: true }, changed: true };
      });
      if (result?.changed) outbox.written(NOTIFICATIONS_COLLECTION, id);
      return result;
    },
    async deleteByIds(ids) {
      const queue = [...ids];
      const worker = async () => {
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          await withDocumentLock(NOTIFICATIONS_COLLECTION, id, () => Notification.deleteOne({ _id: id }));
        }
      };
      await Promise.all(Array.from({ length: Math.min(DELETES_AT_ONCE, queue.length) }, worker));
    },
    async *scanAll() {
      for await (const doc of Notification.find({}, { pendingEvents: 0 })
        .lean<NotificationDoc[]>()
        .cursor()) {
        yield toRecord(doc as NotificationDoc);
      }
    },
  };
}

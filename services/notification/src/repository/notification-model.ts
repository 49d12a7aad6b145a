import { pendingEventSchema, type PendingEvent } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { Schema } from 'mongoose';

export const NOTIFICATIONS_COLLECTION = 'notifications';

/** A notification for one user (spec §3). Lists come from the inbox read model, never the store. */
export interface NotificationDoc {
  _id: string; // uuid, derived from what it is about (notifications/notification-id.ts)
  userId: number;
  type: string;
  message: string;
  relatedPlaylistId?: string;
  relatedUserId?: number;
  isRead: boolean;
  createdAt: Date;
  /** A mark-read's notification.changed, until the relay published it (the document outbox). */
  pendingEvents?: PendingEvent[];
}

const notificationSchema = new Schema<NotificationDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: Number, required: true },
    type: { type: String, required: true, maxlength: 50 },
    message: { type: String, required: true },
    relatedPlaylistId: { type: String, maxlength: 255 },
    relatedUserId: { type: Number },
    isRead: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
    pendingEvents: { type: [pendingEventSchema], default: undefined },
  },
  { collection: NOTIFICATIONS_COLLECTION, versionKey: false },
);

/** Registers the model and builds its indexes, at boot, before the first request. */
export async function initNotificationModel(
  conn: mongoose.Connection,
): Promise<mongoose.Model<NotificationDoc>> {
  const Notification = conn.model<NotificationDoc>('Notification', notificationSchema);
  await Notification.init();
  return Notification;
}

import type mongoose from 'mongoose';
import { Schema } from 'mongoose';

/** A notification for one user (spec §3); listed newest first per user. */
export interface NotificationDoc {
  _id: string; // uuid
  userId: number;
  type: string;
  message: string;
  relatedPlaylistId?: string;
  relatedUserId?: number;
  isRead: boolean;
  createdAt: Date;
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
  },
  { collection: 'notifications', versionKey: false },
);
notificationSchema.index({ userId: 1, createdAt: -1 });

/** Registers the model and builds its indexes, at boot, before the first request. */
export async function initNotificationModel(
  conn: mongoose.Connection,
): Promise<mongoose.Model<NotificationDoc>> {
  const Notification = conn.model<NotificationDoc>('Notification', notificationSchema);
  await Notification.init();
  return Notification;
}

// A notification as the notification context sees it (spec §3), store- and wire-neutral.
export interface NotificationRecord {
  id: string; // uuid
  userId: number; // the recipient
  type: string;
  message: string;
  relatedPlaylistId?: string;
  relatedUserId?: number;
  isRead: boolean;
  createdAt: Date;
}

/** The one kind of notification so far: a followed user posted a playlist. */
export const NEW_PLAYLIST = 'new_playlist';

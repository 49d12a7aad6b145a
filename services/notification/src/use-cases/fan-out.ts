// playlist.created → one notification per follower of the submitter (spec §2, DESIGN §3).
// Exactly once, though the event may be redelivered or the service killed half-way: the ids are
// derived from the playlist and the recipient, so a repeat writes nothing twice, and the event is
// acked only after every step was written and announced.
import { notificationTexts } from '@sonic-nexus/contract';
import { NEW_PLAYLIST, type NotificationRecord } from '../notifications/notification';
import { newPlaylistNotificationId } from '../notifications/notification-id';
import type { Deps } from './deps';
import { removeAboutPlaylist } from './remove-notifications';

export interface NewPlaylist {
  playlistId: string;
  submittedBy: number;
  username: string;
  title: string;
  /** When the playlist was posted: every notification of it carries this time, even in a repeat. */
  postedAt: Date;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fanOutNewPlaylist(deps: Deps, post: NewPlaylist): Promise<number> {
  if (await deps.removedPlaylists.isRemoved(post.playlistId)) return 0;
  const recipients = [...(await deps.followers.followerIds(post.submittedBy))].sort((a, b) => a - b);
  const message = notificationTexts.newPlaylist(post.username, post.title);
  for (let at = 0; at < recipients.length; at += deps.fanOut.chunkSize) {
    if (at > 0 && deps.fanOut.pauseMs > 0) await pause(deps.fanOut.pauseMs);
    const userIds = recipients.slice(at, at + deps.fanOut.chunkSize);
    const records: NotificationRecord[] = userIds.map((userId) => ({
      id: newPlaylistNotificationId(post.playlistId, userId),
      userId,
      type: NEW_PLAYLIST,
      message,
      relatedPlaylistId: post.playlistId,
      relatedUserId: post.submittedBy,
      isRead: false,
      createdAt: post.postedAt,
    }));
    await deps.notifications.insertNew(records);
    await deps.events.delivered({
      playlistId: post.playlistId,
      relatedUserId: post.submittedBy,
      type: NEW_PLAYLIST,
      message,
      createdAt: post.postedAt.toISOString(),
      userIds,
    });
  }
  // The playlist's deletion may have been handled while this ran: then take back what was written.
  if (recipients.length > 0 && (await deps.removedPlaylists.isRemoved(post.playlistId))) {
    await removeAboutPlaylist(deps, post.playlistId, recipients);
  }
  deps.logger?.info(
    { playlistId: post.playlistId, recipients: recipients.length },
    'new playlist fanned out',
  );
  return recipients.length;
}

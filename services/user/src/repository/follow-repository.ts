// Follow edges by _id (`<followerId>:<followingId>`), each change with its event in the same
// document (the document outbox). Lists and counts come from the follow graph (read-model/).
import { domainEvent, withDocumentLock, type OutboxSignal } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { FOLLOWS_COLLECTION, followSchema, type FollowDoc } from './follow-model';

export interface FollowEdge {
  followerId: number;
  followingId: number;
}

export interface FollowRepository {
  /** Makes the edge live, with user.followed; false when it already was. */
  follow(edge: FollowEdge): Promise<boolean>;
  /** Ends the edge, with user.unfollowed; false when it was not live. */
  unfollow(edge: FollowEdge): Promise<boolean>;
  /** Whether the edge is live in the store (a replica's refresh after an event). */
  isLive(edge: FollowEdge): Promise<boolean>;
  /** Every live edge: the rebuild's one scan. */
  scanLive(): AsyncIterable<FollowEdge>;
}

const followId = ({ followerId, followingId }: FollowEdge): string => `${followerId}:${followingId}`;

export async function createFollowRepository(
  conn: mongoose.Connection,
  outbox: OutboxSignal,
): Promise<FollowRepository> {
  const Follow = conn.model<FollowDoc>('Follow', followSchema);
  await Follow.init();
  const locked = <T>(edge: FollowEdge, work: (id: string) => Promise<T>) =>
    withDocumentLock(FOLLOWS_COLLECTION, followId(edge), () => work(followId(edge)));

  async function change(edge: FollowEdge, live: boolean): Promise<boolean> {
    const changed = await locked(edge, async (_id) => {
      const doc = await Follow.findById(_id).lean<FollowDoc>();
      const isLive = doc?.active ?? false;
      if (isLive === live) return false;
      const version = (doc?.version ?? 0) + 1;
      const event = live
        ? domainEvent('user.followed', _id, version, edge)
        : domainEvent('user.unfollowed', _id, version, edge);
      const now = new Date();
      // Only a follow writes a missing edge (an unfollow of one returned above), with createdAt.
      await Follow.updateOne(
        { _id },
        {
          $set: { ...edge, version, active: live, ...(live && { createdAt: now }) },
          $push: { pendingEvents: event },
        },
        { upsert: true },
      );
      return true;
    });
    if (changed) outbox.written(FOLLOWS_COLLECTION, followId(edge));
    return changed;
  }

  return {
    follow: (edge) => change(edge, true),
    unfollow: (edge) => change(edge, false),
    async isLive(edge) {
      const doc = await Follow.findById(followId(edge)).lean<FollowDoc>();
      return doc?.active ?? false;
    },
    async *scanLive() {
      for await (const doc of Follow.find({}).lean<FollowDoc[]>().cursor()) {
        const d = doc as FollowDoc;
        if (d.active) yield { followerId: d.followerId, followingId: d.followingId };
      }
    },
  };
}

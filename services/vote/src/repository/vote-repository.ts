import { randomUUID } from 'node:crypto';
import type mongoose from 'mongoose';
import { countsFromGroups, type VoteCounts } from './counts';
import { initVoteModel, type VoteDoc, type VoteType } from './vote-model';

export interface VoteRepository {
  find(playlistId: string, userId: number): Promise<VoteDoc | null>;
  insert(playlistId: string, userId: number, voteType: VoteType): Promise<void>;
  changeType(id: string, voteType: VoteType): Promise<void>;
  remove(playlistId: string, userId: number): Promise<void>;
  removeAllOfPlaylist(playlistId: string): Promise<void>;
  /** The playlist's votes per type, counted from the vote documents themselves. */
  countOfPlaylist(playlistId: string): Promise<VoteCounts>;
  /** The votes one user cast, per type. */
  countByUser(userId: number): Promise<VoteCounts>;
  findOfUser(userId: number, playlistIds: string[]): Promise<VoteDoc[]>;
  playlistIdsOfUser(userId: number): Promise<string[]>;
  /** Every playlist that has at least one vote. */
  votedPlaylistIds(): Promise<string[]>;
  /** The user's fire votes, newest fire first; `limit + 1` rows tell whether more exist. */
  fireOfUser(userId: number, skip: number, limit: number): Promise<VoteDoc[]>;
  countFireOfUser(userId: number): Promise<number>;
}

type Groups = Array<{ _id: VoteType; n: number }>;

export async function createVoteRepository(conn: mongoose.Connection): Promise<VoteRepository> {
  const Vote = await initVoteModel(conn);
  const groupByType = (match: mongoose.FilterQuery<VoteDoc>) =>
    Vote.aggregate<Groups[number]>([{ $match: match }, { $group: { _id: '$voteType', n: { $sum: 1 } } }]);

  return {
    find: (playlistId, userId) => Vote.findOne({ playlistId, userId }).lean<VoteDoc>().exec(),
    async insert(playlistId, userId, voteType) {
      const now = new Date();
      await Vote.create({ _id: randomUUID(), playlistId, userId, voteType, createdAt: now, votedAt: now });
    },
    async changeType(id, voteType) {
      await Vote.updateOne({ _id: id }, { $set: { voteType, votedAt: new Date() } });
    },
    async remove(playlistId, userId) {
      await Vote.deleteOne({ playlistId, userId });
    },
    async removeAllOfPlaylist(playlistId) {
      await Vote.deleteMany({ playlistId });
    },
    countOfPlaylist: async (playlistId) => countsFromGroups(await groupByType({ playlistId })),
    countByUser: async (userId) => countsFromGroups(await groupByType({ userId })),
    findOfUser: (userId, playlistIds) =>
      Vote.find({ userId, playlistId: { $in: playlistIds } })
        .lean<VoteDoc[]>()
        .exec(),
    async playlistIdsOfUser(userId) {
      const rows = await Vote.find({ userId }, { playlistId: 1 }).lean<Array<Pick<VoteDoc, 'playlistId'>>>();
      return [...new Set(rows.map((row) => row.playlistId))];
    },
    votedPlaylistIds: async () => (await Vote.distinct('playlistId')) as string[],
    fireOfUser: (userId, skip, limit) =>
      Vote.find({ userId, voteType: 'fire' })
        .sort({ votedAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<VoteDoc[]>()
        .exec(),
    countFireOfUser: (userId) => Vote.countDocuments({ userId, voteType: 'fire' }).exec(),
  };
}

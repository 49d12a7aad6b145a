// A user's picture files: the bytes (picture-store.ts) and the list of what each user holds
// (user_pictures), so a replaced picture, a surplus upload or a deleted account's files can be
// found by `_id` and removed.
import { DomainError, isDuplicateKey, withDocumentLock } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import {
  USER_PICTURES_COLLECTION,
  userPicturesSchema,
  type OwnedPicture,
  type UserPicturesDoc,
} from './picture-model';
import { chunkCount, createPictureStore, type PictureFile, type PictureStore } from './picture-store';

export type { OwnedPicture } from './picture-model';
export type { PictureFile } from './picture-store';

export interface PictureRepository {
  /** Lists the picture under the user first, then writes it: a crash leaves a listed file to remove. */
  add(userId: number, id: string, picture: PictureFile, uploadedAt: Date): Promise<OwnedPicture>;
  read(id: string): Promise<PictureFile | null>;
  ownerOf(id: string): Promise<number | null>;
  listOf(userId: number): Promise<OwnedPicture[]>;
  /** Deletes these pictures of the user (files first, then their entries); unknown ids are skipped. */
  remove(userId: number, ids: readonly string[]): Promise<void>;
  /** Deletes every picture of the user and the list itself (account deletion); safe to repeat. */
  removeAllOf(userId: number): Promise<void>;
}

const CHANGE_ATTEMPTS = 3;

export async function createPictureRepository(conn: mongoose.Connection): Promise<PictureRepository> {
  const UserPictures = conn.model<UserPicturesDoc>('UserPictures', userPicturesSchema);
  await UserPictures.init();
  const files: PictureStore = await createPictureStore(conn);

  const listOf = async (userId: number) =>
    (await UserPictures.findById(userId).lean<UserPicturesDoc>())?.pictures ?? [];

  /**
   * Read-change-write of one user's list: in this process under the document's lock (FerretDB
   * updates are unlocked read-modify-writes), across replicas guarded by the version read.
   */
  const change = (userId: number, decide: (pictures: OwnedPicture[]) => OwnedPicture[]) =>
    withDocumentLock(USER_PICTURES_COLLECTION, String(userId), async () => {
      for (let attempt = 1; attempt <= CHANGE_ATTEMPTS; attempt += 1) {
        const doc = await UserPictures.findById(userId).lean<UserPicturesDoc>();
        const pictures = decide(doc?.pictures ?? []);
        if (!doc) {
          try {
            await UserPictures.create({ _id: userId, pictures, version: 1 });
            return;
          } catch (err) {
            if (isDuplicateKey(err)) continue;
            throw err;
          }
        }
        const res = await UserPictures.updateOne(
          { _id: userId, version: doc.version },
          { $set: { pictures, version: doc.version + 1 } },
        );
        if (res.modifiedCount === 1) return;
      }
      throw new DomainError('conflict', 'Pictures changed meanwhile, please retry');
    });

  const remove = async (userId: number, ids: readonly string[]) => {
    const listed = (await listOf(userId)).filter((p) => ids.includes(p.id));
    if (listed.length === 0) return;
    for (const picture of listed) await files.remove(picture.id, picture.chunks);
    await change(userId, (pictures) => pictures.filter((p) => !ids.includes(p.id)));
  };

  return {
    async add(userId, id, picture, uploadedAt) {
      const owned = { id, chunks: chunkCount(picture.data.length), uploadedAt };
      await change(userId, (pictures) => [...pictures, owned]);
      try {
        await files.write(id, userId, picture, uploadedAt);
      } catch (err) {
        await remove(userId, [id]);
        throw err;
      }
      return owned;
    },
    read: (id) => files.read(id),
    ownerOf: (id) => files.ownerOf(id),
    listOf,
    remove,
    async removeAllOf(userId) {
      await remove(
        userId,
        (await listOf(userId)).map((p) => p.id),
      );
      // The list goes once empty: an upload that raced the deletion keeps its entry (and is then
      // removed by the upload itself, which finds the account gone).
      await withDocumentLock(USER_PICTURES_COLLECTION, String(userId), async () => {
        const doc = await UserPictures.findById(userId).lean<UserPicturesDoc>();
        if (doc?.pictures.length === 0) await UserPictures.deleteOne({ _id: userId, version: doc.version });
      });
    },
  };
}

// What makes a signed upload URL single-use and its signature checkable by every replica: the
// redemptions (one insert per URL, by its nonce) and the shared signing key.
import { isDuplicateKey } from '@sonic-nexus/service-kit';
import type mongoose from 'mongoose';
import { randomBytes } from 'node:crypto';
import {
  uploadKeySchema,
  uploadRedemptionSchema,
  type UploadKeyDoc,
  type UploadRedemptionDoc,
} from './picture-model';

const SIGNING_KEY_ID = 'upload-url';

export interface UploadTicketRepository {
  /** The HMAC key upload URLs are signed with: made once per database, then read by every start. */
  signingKey: Buffer;
  isRedeemed(nonce: string): Promise<boolean>;
  /** Claims the URL: true for the first call only, whichever replica makes it. */
  redeem(nonce: string, userId: number, expiresAt: Date): Promise<boolean>;
  /** Gives the URL back when its upload was refused, so the user can try again with it. */
  release(nonce: string): Promise<void>;
  /** Deletes the redemptions of expired URLs (a start-time sweep: they refuse by their expiry alone). */
  sweepExpired(now: Date): Promise<number>;
}

async function loadSigningKey(Key: mongoose.Model<UploadKeyDoc>): Promise<Buffer> {
  const existing = await Key.findById(SIGNING_KEY_ID).lean<UploadKeyDoc>();
  if (existing) return Buffer.from(existing.key, 'base64');
  try {
    const key = randomBytes(32);
    await Key.create({ _id: SIGNING_KEY_ID, key: key.toString('base64'), createdAt: new Date() });
    return key;
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    // Another replica made it first: use theirs.
    const made = await Key.findById(SIGNING_KEY_ID).lean<UploadKeyDoc>();
    if (!made) throw err;
    return Buffer.from(made.key, 'base64');
  }
}

export async function createUploadTicketRepository(
  conn: mongoose.Connection,
): Promise<UploadTicketRepository> {
  const Key = conn.model<UploadKeyDoc>('UploadKey', uploadKeySchema);
  const Redemption = conn.model<UploadRedemptionDoc>('UploadRedemption', uploadRedemptionSchema);
  await Promise.all([Key.init(), Redemption.init()]);

  return {
    signingKey: await loadSigningKey(Key),
    async isRedeemed(nonce) {
      return (await Redemption.findById(nonce).lean<UploadRedemptionDoc>()) !== null;
    },
    async redeem(nonce, userId, expiresAt) {
      try {
        await Redemption.create({ _id: nonce, userId, expiresAt });
        return true;
      } catch (err) {
        if (isDuplicateKey(err)) return false;
        throw err;
      }
    },
    async release(nonce) {
      await Redemption.deleteOne({ _id: nonce });
    },
    async sweepExpired(now) {
      let swept = 0;
      for await (const doc of Redemption.find({}).lean<UploadRedemptionDoc>().cursor()) {
        if (doc.expiresAt <= now) {
          await Redemption.deleteOne({ _id: doc._id });
          swept += 1;
        }
      }
      return swept;
    },
  };
}

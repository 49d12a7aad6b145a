import mongoose from 'mongoose';

export const USER_PICTURES_COLLECTION = 'user_pictures';
const UPLOAD_REDEMPTIONS_COLLECTION = 'upload_redemptions';
const UPLOAD_KEYS_COLLECTION = 'upload_keys';

/** One picture file of a user, with what its removal needs (the file may already be half gone). */
export interface OwnedPicture {
  id: string;
  chunks: number;
  uploadedAt: Date;
}

/**
 * The picture files a user holds (`_id` = user id): the current one and uploads not (yet) chosen.
 * It outlives the account's tombstone, so the user.deleted consumer still finds the files to delete.
 */
export interface UserPicturesDoc {
  _id: number;
  pictures: OwnedPicture[];
  version: number;
}

const ownedPictureSchema = new mongoose.Schema<OwnedPicture>(
  {
    id: { type: String, required: true },
    chunks: { type: Number, required: true },
    uploadedAt: { type: Date, required: true },
  },
  { _id: false },
);

export const userPicturesSchema = new mongoose.Schema<UserPicturesDoc>(
  {
    _id: { type: Number, required: true },
    pictures: { type: [ownedPictureSchema], default: [] },
    version: { type: Number, default: 0 },
  },
  { collection: USER_PICTURES_COLLECTION, versionKey: false },
);

/** A redeemed upload URL (`_id` = its nonce): inserted once, so a second PUT finds it taken. */
export interface UploadRedemptionDoc {
  _id: string;
  userId: number;
  expiresAt: Date;
}

export const uploadRedemptionSchema = new mongoose.Schema<UploadRedemptionDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: UPLOAD_REDEMPTIONS_COLLECTION, versionKey: false },
);

/** The HMAC key upload URLs are signed with, shared by every replica (`_id` = its purpose). */
export interface UploadKeyDoc {
  _id: string;
  key: string; // base64
  createdAt: Date;
}

export const uploadKeySchema = new mongoose.Schema<UploadKeyDoc>(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: UPLOAD_KEYS_COLLECTION, versionKey: false },
);

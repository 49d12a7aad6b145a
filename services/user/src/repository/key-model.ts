import mongoose from 'mongoose';

// Lookup keys of an account, one collection each: the store finds a key by `_id` alone, and two
// claims of one `_id` cannot both be stored, so the key is also what keeps it unique.
export const USERNAMES_COLLECTION = 'usernames';
export const EMAILS_COLLECTION = 'emails';
export const VERIFICATION_TOKENS_COLLECTION = 'verification_tokens';
export const RESET_TOKENS_COLLECTION = 'reset_tokens';

/** `_id` is the lowercased username or email, or a token's sha256; `claimedAt` dates the claim. */
export interface KeyDoc {
  _id: string;
  userId: number;
  claimedAt: Date;
}

function keySchema(collection: string) {
  return new mongoose.Schema<KeyDoc>(
    {
      _id: { type: String, required: true },
      userId: { type: Number, required: true },
      claimedAt: { type: Date, required: true },
    },
    { collection, versionKey: false },
  );
}

export type KeyCollection =
  | typeof USERNAMES_COLLECTION
  | typeof EMAILS_COLLECTION
  | typeof VERIFICATION_TOKENS_COLLECTION
  | typeof RESET_TOKENS_COLLECTION;

/** Built once, so a second repository on one connection reuses the compiled models. */
export const keySchemas: Record<KeyCollection, mongoose.Schema<KeyDoc>> = {
  [USERNAMES_COLLECTION]: keySchema(USERNAMES_COLLECTION),
  [EMAILS_COLLECTION]: keySchema(EMAILS_COLLECTION),
  [VERIFICATION_TOKENS_COLLECTION]: keySchema(VERIFICATION_TOKENS_COLLECTION),
  [RESET_TOKENS_COLLECTION]: keySchema(RESET_TOKENS_COLLECTION),
};

// The upload-URL flow (DESIGN §8): a signed URL, valid for PICTURE_UPLOAD_TTL_SECONDS, that takes
// one PUT of the image. A URL made up or changed is refused by its signature, an old one by the
// expiry it carries, and a second PUT by the redemption the first one stored.
import { buildPath, serverMessages, UPLOAD_PATH } from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';
import { preparePicture } from '../pictures/prepare-picture';
import { readUploadToken, signUploadToken, type UploadClaim } from '../pictures/upload-token';
import type { Deps } from './deps';
import { storePreparedPicture, type StoredPicture } from './pictures';
import { getPublicUser } from './public-user';

export async function createUploadTicket(
  deps: Deps,
  userId: number,
): Promise<{ uploadUrl: string; expiresAt: Date }> {
  const owner = await getPublicUser(deps, userId);
  const expiresAt = new Date(deps.now().getTime() + deps.ttlMs.upload);
  const ticket = signUploadToken(deps.uploads.signingKey, owner.id, expiresAt);
  return { uploadUrl: buildPath(UPLOAD_PATH, { ticket }), expiresAt };
}

async function usableClaim(deps: Deps, ticket: string): Promise<UploadClaim> {
  const claim = readUploadToken(deps.uploads.signingKey, ticket);
  if (!claim) throw new DomainError('forbidden', serverMessages.uploadLinkInvalid);
  if (claim.expiresAt.getTime() <= deps.now().getTime()) {
    throw new DomainError('forbidden', serverMessages.uploadLinkExpired);
  }
  if (await deps.uploads.isRedeemed(claim.nonce)) {
    throw new DomainError('conflict', serverMessages.uploadLinkUsed);
  }
  return claim;
}

/** Lets the caller refuse a bad URL before reading the upload. */
export async function checkUploadTicket(deps: Deps, ticket: string): Promise<void> {
  await usableClaim(deps, ticket);
}

/** The PUT: a refused image leaves the URL usable; a stored one uses it up. */
export async function redeemUploadTicket(
  deps: Deps,
  req: { ticket: string; data: Buffer },
): Promise<StoredPicture> {
  const claim = await usableClaim(deps, req.ticket);
  const picture = await preparePicture(req.data);
  if (!(await deps.uploads.redeem(claim.nonce, claim.userId, claim.expiresAt))) {
    throw new DomainError('conflict', serverMessages.uploadLinkUsed);
  }
  try {
    return await storePreparedPicture(deps, claim.userId, picture);
  } catch (err) {
    await deps.uploads.release(claim.nonce);
    throw err;
  }
}

/** Start-time housekeeping: redemptions of expired URLs are no longer needed. */
export function sweepUploadRedemptions(deps: Deps): Promise<number> {
  return deps.uploads.sweepExpired(deps.now());
}

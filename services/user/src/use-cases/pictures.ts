// Profile pictures (spec §4, DESIGN §8): an upload is stored as the user's picture file, and
// becomes their picture when they set its URL. Only the user's own pictures may be set: a URL
// elsewhere would make every viewer's browser fetch from a stranger's server (tracking, mixed
// content, files that change after the check). The picture replaced or removed is deleted, as are
// uploads never chosen beyond the newest few, and every file of a deleted account.
import { serverMessages, validationMessages } from '@sonic-nexus/contract';
import { DomainError, requireUserId } from '@sonic-nexus/service-kit';
import { pictureIdOf, isPictureId, newPictureId, pictureUrl } from '../pictures/picture-urls';
import { preparePicture, type PreparedPicture } from '../pictures/prepare-picture';
import type { PictureFile } from '../repository/picture-repository';
import type { Account } from './account';
import type { Deps } from './deps';
import { getPublicUser } from './public-user';

/** Uploads kept besides the current picture, newest first (e.g. one chosen in another tab). */
const UNCHOSEN_KEPT = 3;

export interface StoredPicture {
  pictureId: string;
  url: string;
}

/** Deletes the oldest uploads the user never chose, beyond the newest few. */
async function pruneUnchosen(deps: Deps, userId: number, currentUrl: string): Promise<void> {
  const current = pictureIdOf(currentUrl);
  const unchosen = (await deps.pictures.listOf(userId)).filter((p) => p.id !== current);
  const surplus = unchosen.slice(0, Math.max(0, unchosen.length - UNCHOSEN_KEPT));
  if (surplus.length > 0)
    await deps.pictures.remove(
      userId,
      surplus.map((p) => p.id),
    );
}

/** Stores a checked picture as one of the user's files; an account deleted meanwhile keeps none. */
export async function storePreparedPicture(
  deps: Deps,
  userId: number,
  picture: PreparedPicture,
): Promise<StoredPicture> {
  const id = newPictureId();
  await deps.pictures.add(userId, id, picture, deps.now());
  const owner = await deps.users.findById(userId);
  if (!owner) {
    await deps.pictures.removeAllOf(userId);
    throw new DomainError('not-found', serverMessages.userNotFound);
  }
  await pruneUnchosen(deps, userId, owner.profilePictureUrl);
  return { pictureId: id, url: pictureUrl(id) };
}

/** The direct upload: checked, re-encoded and stored; setProfilePicture makes it the picture. */
export async function storePicture(
  deps: Deps,
  req: { userId: number; data: Buffer },
): Promise<StoredPicture> {
  const userId = (await getPublicUser(deps, req.userId)).id;
  return storePreparedPicture(deps, userId, await preparePicture(req.data));
}

export async function getPicture(deps: Deps, pictureId: string): Promise<PictureFile> {
  const found = isPictureId(pictureId) ? await deps.pictures.read(pictureId) : null;
  if (!found) throw new DomainError('not-found', serverMessages.notFound);
  return found;
}

/** One of the user's own picture URLs (as stored: /api/pictures/{id}), or '' to remove it. */
export async function setProfilePicture(
  deps: Deps,
  req: { userId: number; profilePictureUrl: string },
): Promise<Account> {
  const userId = requireUserId(req.userId);
  const url = req.profilePictureUrl;
  const chosen = url === '' ? null : pictureIdOf(url);
  if (url !== '' && (!chosen || (await deps.pictures.ownerOf(chosen)) !== userId)) {
    throw new DomainError('invalid', validationMessages.pictureUrlInvalid);
  }
  let previous = '';
  const updated = await deps.users.mutate(userId, (current) => {
    previous = current.profilePictureUrl;
    return { set: { profilePictureUrl: url } };
  });
  const replaced = pictureIdOf(previous);
  if (replaced && replaced !== chosen) await deps.pictures.remove(userId, [replaced]);
  return updated;
}

/** Every picture file of a deleted account (user.deleted); safe to repeat. */
export async function removePicturesOf(deps: Deps, userId: number): Promise<void> {
  await deps.pictures.removeAllOf(userId);
}

// The public URL of a stored picture (the user's profilePictureUrl) and back: /api/pictures/{id}.
import { buildPath, PICTURE_PATH } from '@sonic-nexus/contract';
import { randomBytes } from 'node:crypto';

/** 128 random bits, base64url: never reused, so a picture's URL always names the same bytes. */
export function newPictureId(): string {
  return randomBytes(16).toString('base64url');
}

const PICTURE_ID = /^[A-Za-z0-9_-]{22}$/;

export function isPictureId(id: string): boolean {
  return PICTURE_ID.test(id);
}

export function pictureUrl(id: string): string {
  return buildPath(PICTURE_PATH, { id });
}

const PREFIX = PICTURE_PATH.slice(0, PICTURE_PATH.indexOf('{'));

/** The id of one of our pictures' URL (a path, as stored); null for anything else. */
export function pictureIdOf(url: string): string | null {
  if (!url.startsWith(PREFIX)) return null;
  const id = url.slice(PREFIX.length);
  return isPictureId(id) ? id : null;
}

// The two picture uploads that are not JSON calls (spec §7): the settings screen's multipart form
// (field 'file'), and the single PUT of the image to a signed upload URL (the public profile).
// A non-ok answer is the same ApiError as every other call, so callers branch on its status.
import { apiRoutes, buildPath, uploadedPicture } from '@sonic-nexus/contract';
import { ApiError } from './api-fetch';
import { callRoute } from './call-route';

async function send(url: string, init: RequestInit): Promise<string> {
  const response = await fetch(url, { ...init, credentials: 'include' });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return text;
}

/** POST upload-direct: the stored picture's URL. */
export async function uploadPictureDirect(file: Blob): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  // No Content-Type: the browser writes the multipart boundary itself.
  const text = await send(buildPath(apiRoutes.uploadPictureDirect.path), { method: 'POST', body: form });
  return uploadedPicture.parse(JSON.parse(text)).profilePictureUrl;
}

/**
 * Asks for a signed upload URL and PUTs the image to it in one request. The picture's URL is the
 * PUT's answer when it names one, else the upload URL itself without its signature (the query).
 */
export async function uploadPictureByUrl(file: Blob): Promise<string> {
  const { uploadURL } = await callRoute(apiRoutes.createPictureUploadUrl);
  const text = await send(uploadURL, {
    method: 'PUT',
    headers: file.type ? { 'Content-Type': file.type } : undefined,
    body: file,
  });
  return pictureUrlFromPut(text, uploadURL);
}

export function pictureUrlFromPut(answer: string, uploadURL: string): string {
  try {
    const named = uploadedPicture.safeParse(JSON.parse(answer));
    if (named.success) return named.data.profilePictureUrl;
  } catch {
    // Not JSON: the upload URL names the picture.
  }
  return uploadURL.split('?')[0];
}

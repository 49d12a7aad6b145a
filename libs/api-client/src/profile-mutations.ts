// Profile edits (spec §7, §4): the bio, and the picture (uploaded, then its URL saved to the
// profile; an empty URL removes it). Each answers the user, which becomes the current user; the
// user's profile and the cards' submitter are refetched.
import { apiRoutes, type User } from '@sonic-nexus/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { uploadPictureByUrl, uploadPictureDirect } from './picture-upload';
import { queryKeys } from './query-keys';

async function profileChanged(client: QueryClient, user: User): Promise<void> {
  client.setQueryData(queryKeys.currentUser, user);
  await Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.currentUser }),
    client.invalidateQueries({ queryKey: queryKeys.profile(user.id) }),
    client.invalidateQueries({ queryKey: queryKeys.submitter(user.id) }),
  ]);
}

export function useUpdateBio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bio: string) => callRoute(apiRoutes.updateBio, { body: { bio } }),
    onSuccess: (user) => profileChanged(client, user),
  });
}

const savePictureUrl = (profilePictureURL: string) =>
  callRoute(apiRoutes.updateProfilePicture, { body: { profilePictureURL } });

/** Which upload: the settings screen's multipart form, or the public profile's signed PUT. */
export type PictureUploadFlow = 'direct' | 'upload-url';

/** Upload, then save the URL. A failure names its step: 'upload' or 'save' (different toasts). */
export class PictureStepError extends Error {
  constructor(
    readonly step: 'upload' | 'save',
    readonly failure: unknown,
  ) {
    super(failure instanceof Error ? failure.message : String(failure));
    this.name = 'PictureStepError';
  }
}

async function uploadAndSave(flow: PictureUploadFlow, file: File): Promise<User> {
  let url: string;
  try {
    url = await (flow === 'direct' ? uploadPictureDirect(file) : uploadPictureByUrl(file));
  } catch (error) {
    throw new PictureStepError('upload', error);
  }
  try {
    return await savePictureUrl(url);
  } catch (error) {
    throw new PictureStepError('save', error);
  }
}

export function useUploadPicture(flow: PictureUploadFlow) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAndSave(flow, file),
    onSuccess: (user) => profileChanged(client, user),
  });
}

export function useRemovePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => savePictureUrl(''),
    onSuccess: (user) => profileChanged(client, user),
  });
}

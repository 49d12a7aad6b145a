// Choosing a picture (spec §4, §5, §8): the client checks, then upload and save the URL; the
// settings screen toasts 'uploading' first. A failed upload is 'Upload failed' with the status's
// text; a failed save of the URL is 'Error' / 'Failed to update profile picture'.
import { PictureStepError, useUploadPicture, type PictureUploadFlow } from '@sonic-nexus/api-client';
import { errorToasts, pictureMessages, successToasts, uploadFailureMessages } from '@sonic-nexus/contract';
import { showFailureToast, showToast } from '@sonic-nexus/ui';
import { pictureProblem } from './picture-checks';
import { uploadFailureText } from './upload-failure';

interface PictureUploadOptions {
  flow: PictureUploadFlow;
  /** The settings screen's toasts: 'uploading' first, and the success toast without a title. */
  settingsToasts: boolean;
}

function showUploadFailure(error: unknown): void {
  const failure = error instanceof PictureStepError ? error : new PictureStepError('upload', error);
  if (failure.step === 'save') {
    showFailureToast(errorToasts.updatePicture, failure.failure);
    return;
  }
  showToast({ title: uploadFailureMessages.title, description: uploadFailureText(failure.failure) });
}

export function usePictureUpload({ flow, settingsToasts }: PictureUploadOptions) {
  const upload = useUploadPicture(flow);

  /** Checks and uploads one file; resolves when everything (toasts included) is done. */
  const choose = async (file: File): Promise<void> => {
    const problem = pictureProblem(file);
    if (problem) {
      showToast({ title: problem.title, description: problem.text });
      return;
    }
    if (settingsToasts) {
      showToast({ title: pictureMessages.uploadingTitle, description: pictureMessages.uploadingText });
    }
    try {
      await upload.mutateAsync(file);
      const { title, text } = successToasts.pictureUpdated;
      showToast({ title: settingsToasts ? undefined : title, description: text });
    } catch (error) {
      showUploadFailure(error);
    }
  };

  return { choose, pending: upload.isPending };
}

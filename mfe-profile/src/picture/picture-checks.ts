// The client checks of a chosen picture (spec §5), in the spec's order: size, then an image type
// at all, then one of the allowed formats. The first that fails is toasted.
import { PICTURE_MAX_BYTES, PICTURE_MIME_TYPES, pictureMessages as m } from '@sonic-nexus/contract';

export interface PictureProblem {
  title: string;
  text: string;
}

const allowedTypes: readonly string[] = PICTURE_MIME_TYPES;

export function pictureProblem(file: { size: number; type: string }): PictureProblem | null {
  if (file.size > PICTURE_MAX_BYTES) return { title: m.tooLargeTitle, text: m.tooLargeText(file.size) };
  if (!file.type.startsWith('image/'))
    return { title: m.invalidTypeTitle, text: m.invalidTypeText(file.type) };
  if (!allowedTypes.includes(file.type.toLowerCase())) {
    return { title: m.unsupportedFormatTitle, text: m.unsupportedFormatText };
  }
  return null;
}

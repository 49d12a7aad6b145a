// An upload becomes a stored picture here: at most 5 MB, a JPEG, PNG, GIF or WebP by its bytes,
// then decoded and encoded again in the same format by sharp (libvips). The new file carries
// pixels only: EXIF (camera, GPS), XMP, ICC and comments are dropped (sharp keeps no metadata unless
// asked), the EXIF orientation is applied first so nothing turns sideways, and the picture is
// scaled down to fit MAX_SIDE. A GIF or WebP keeps its first frame only: animations would cost
// CPU and memory per frame (a 5 MB GIF can hold hundreds) for an avatar a few dozen pixels wide.
import {
  PICTURE_MAX_BYTES,
  pictureMessages,
  serverMessages,
  uploadFailureMessages,
} from '@sonic-nexus/contract';
import { DomainError } from '@sonic-nexus/service-kit';
import sharp, { type Sharp } from 'sharp';
import { CONTENT_TYPES, sniffImageType, type ImageType } from './image-type';

/** Longest side of a stored picture, in pixels (avatars are shown far smaller). */
const MAX_SIDE = 1024;
/** Refuses decompression bombs: a small file claiming a huge canvas (here up to 8192 × 8192). */
const MAX_INPUT_PIXELS = 8192 * 8192;

// Every picture is processed once: libvips' operation cache would only hold memory.
sharp.cache(false);

export interface PreparedPicture {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

const ENCODE: Record<ImageType, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 85 }),
  png: (image) => image.png(),
  gif: (image) => image.gif(),
  webp: (image) => image.webp({ quality: 85 }),
};

export async function preparePicture(data: Buffer): Promise<PreparedPicture> {
  if (data.length > PICTURE_MAX_BYTES) throw new DomainError('invalid', uploadFailureMessages.tooLarge);
  const type = sniffImageType(data);
  if (!type) throw new DomainError('invalid', pictureMessages.unsupportedFormatText);
  try {
    const image = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const { data: encoded, info } = await ENCODE[type](image).toBuffer({ resolveWithObject: true });
    return { data: encoded, contentType: CONTENT_TYPES[type], width: info.width, height: info.height };
  } catch {
    // Truncated, corrupt or oversized (in pixels) images: the bytes began right but do not decode.
    throw new DomainError('invalid', serverMessages.pictureUnreadable);
  }
}

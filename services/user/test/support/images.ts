// Real image files for picture tests, made with sharp: each format, one with EXIF, animated,
// rotated by EXIF, a large noisy one, and files whose bytes lie.
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp, { type Metadata } from 'sharp';

export type Format = 'jpeg' | 'png' | 'gif' | 'webp';

const canvas = (width: number, height: number, background = '#3366cc') =>
  sharp({ create: { width, height, channels: 3, background } });

export function anImage(format: Format, width = 64, height = 48): Promise<Buffer> {
  return canvas(width, height).toFormat(format).toBuffer();
}

/** A JPEG carrying EXIF (camera owner and description) that must not survive the upload. */
export const EXIF_SECRET = 'Secret-Owner-GPS-51.5N';
export function aJpegWithExif(): Promise<Buffer> {
  return canvas(80, 60)
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: EXIF_SECRET, ImageDescription: EXIF_SECRET } } })
    .toBuffer();
}

/** 200 wide, 100 high as stored, but EXIF orientation 6: shown turned, 100 × 200. */
export function aJpegTurnedByExif(): Promise<Buffer> {
  return canvas(200, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

/** Two frames of 20 × 10. */
export async function anAnimatedGif(): Promise<Buffer> {
  const frames = await Promise.all(['red', 'blue'].map((c) => canvas(20, 10, c).png().toBuffer()));
  return sharp(frames, { join: { animated: true } })
    .gif({ loop: 0 })
    .toBuffer();
}

/** Random pixels as PNG: barely compressible, so about width × height × 3 bytes. */
export function aNoisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming 30000 × 30000 pixels in a file of a few dozen bytes. */
export function aPixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Text, whatever name or type it is sent with. */
export const NOT_AN_IMAGE = Buffer.from('hello, I am a text file named picture.png\n');
/** The PNG signature followed by junk: the right first bytes, nothing decodable after. */
export const BROKEN_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(500),
]);

export function metadataOf(data: Buffer): Promise<Metadata> {
  return sharp(data).metadata();
}

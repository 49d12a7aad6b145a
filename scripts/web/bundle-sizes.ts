// Bundle size report: raw, gzip and brotli bytes of the JS and CSS an app ships.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { listServedFiles } from './served-files';

export interface BundleSize {
  files: number;
  bytes: number;
  gzipBytes: number;
  largest: { file: string; bytes: number } | null;
}

export function measureBundle(distDir: string): BundleSize {
  const assets = listServedFiles(distDir).filter((file) => /\.(js|css)$/.test(file));
  const size: BundleSize = { files: 0, bytes: 0, gzipBytes: 0, largest: null };
  for (const file of assets) {
    const content = readFileSync(file);
    size.files += 1;
    size.bytes += content.length;
    size.gzipBytes += gzipSync(content).length;
    if (!size.largest || content.length > size.largest.bytes) {
      size.largest = { file: path.relative(distDir, file), bytes: content.length };
    }
  }
  return size;
}

export function formatKiB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** Per-file raw, gzip and brotli bytes of an app's JS and CSS, largest first (the bundle report). */
export function measureChunks(distDir: string): ChunkSize[] {
  return listServedFiles(distDir)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => {
      const content = readFileSync(file);
      return {
        file: path.relative(distDir, file),
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
        brotliBytes: brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }).length,
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

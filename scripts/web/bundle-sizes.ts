// Bundle size report: raw, gzip and brotli bytes of the JS and CSS an app ships.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface BundleSize {
  files: number;
  bytes: number;
  gzipBytes: number;
  largest: { file: string; bytes: number } | null;
}

function listFiles(dir: string): string[] {
  // A dot folder is never served (dist/.prerender holds a remote's server-side bundle).
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

export function measureBundle(distDir: string): BundleSize {
  const assets = listFiles(distDir).filter((file) => /\.(js|css)$/.test(file));
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
  return listFiles(distDir)
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

// Precompresses a built dist at build time (brotli at max quality, gzip level 9) so the static
// servers only pick a file by Accept-Encoding and never compress per request. Every browser that
// sends zstd sends br too, so a zstd copy would only add files; zstd is the edge's (Caddy) for /api.
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { listServedFiles } from './served-files';

// Text formats only: images, fonts (woff2) and archives are already compressed.
const compressible = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

interface PrecompressResult {
  files: number;
}

function isPrecompressible(file: string, bytes: number): boolean {
  return compressible.test(file) && bytes >= MIN_BYTES;
}

function brotli(content: Buffer): Buffer {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

function gzip(content: Buffer): Buffer {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
}

/** Writes <file>.br and <file>.gz next to every compressible file of the dist. */
export function precompressDist(distDir: string): PrecompressResult {
  let files = 0;
  for (const file of listServedFiles(distDir)) {
    const content = readFileSync(file);
    if (!isPrecompressible(file, content.length)) continue;
    writeFileSync(`${file}.br`, brotli(content));
    writeFileSync(`${file}.gz`, gzip(content));
    files += 1;
  }
  return { files };
}

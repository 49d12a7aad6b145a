// SVG → PNG through sharp (librsvg): tens of milliseconds of CPU a card, so the route draws a card
// only when card-cache.ts holds none for its version.
import sharp from 'sharp';

export function renderCard(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 8 }).toBuffer();
}

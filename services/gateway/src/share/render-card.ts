// SVG → PNG through sharp (librsvg). Rendering costs tens of milliseconds of CPU, so the PNG of a
// recent SVG is kept: a card whose title and counts did not change is the same SVG, answered from
// memory, and concurrent asks for it share one render.
import sharp from 'sharp';

const KEEP = 200;
const rendered = new Map<string, Promise<Buffer>>();

export function renderCard(svg: string): Promise<Buffer> {
  const kept = rendered.get(svg);
  if (kept) return kept;
  const png = sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 8 }).toBuffer();
  rendered.set(svg, png);
  png.catch(() => rendered.delete(svg));
  // Map order is insertion order: the oldest goes first.
  if (rendered.size > KEEP) rendered.delete(rendered.keys().next().value as string);
  return png;
}

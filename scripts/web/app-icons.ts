// The PNG icons a browser or phone asks for (web app manifest, iOS home screen), drawn at build
// time from public/favicon.svg with sharp, so the SVG stays the one source and no PNG is committed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import sharp, { type Sharp } from 'sharp';

export const FAVICON_SVG = path.join(__dirname, 'public', 'favicon.svg');

/** The favicon's own tile colour: fills what a mask or iOS may show around the artwork. */
const ICON_BACKGROUND = '#070414';

type IconKind = 'any' | 'maskable' | 'apple-touch';

interface AppIcon {
  file: string;
  size: number;
  kind: IconKind;
}

export const APP_ICONS: readonly AppIcon[] = [
  { file: 'icon-192.png', size: 192, kind: 'any' },
  { file: 'icon-512.png', size: 512, kind: 'any' },
  { file: 'icon-maskable-512.png', size: 512, kind: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, kind: 'apple-touch' },
];

// A maskable icon's artwork must sit in the centre circle of 80% of the tile (the platform's mask
// may cut the rest). The favicon's disc spans 75%; drawn at 90% of the tile it keeps a margin.
const MASKABLE_ART_SHARE = 0.9;

function rasterize(svg: Buffer, px: number): Sharp {
  // librsvg draws the SVG at `density` dpi, 72 being its own size (64 px): ask for enough pixels
  // to downscale from, never upscale.
  const density = Math.ceil((72 * px) / 64) * 2;
  return sharp(svg, { density }).resize(px, px);
}

async function renderIcon(svg: Buffer, icon: AppIcon): Promise<Buffer> {
  if (icon.kind === 'any') return rasterize(svg, icon.size).png().toBuffer();
  if (icon.kind === 'apple-touch') {
    // iOS rounds the corners itself and shows transparency as black: a full, opaque tile.
    return rasterize(svg, icon.size).flatten({ background: ICON_BACKGROUND }).png().toBuffer();
  }
  const art = Math.round(icon.size * MASKABLE_ART_SHARE);
  const artwork = await rasterize(svg, art).png().toBuffer();
  const offset = Math.round((icon.size - art) / 2);
  return sharp({
    create: { width: icon.size, height: icon.size, channels: 3, background: ICON_BACKGROUND },
  })
    .composite([{ input: artwork, left: offset, top: offset }])
    .png()
    .toBuffer();
}

async function renderAppIcons(svg: Buffer): Promise<Array<{ file: string; png: Buffer }>> {
  return Promise.all(APP_ICONS.map(async (icon) => ({ file: icon.file, png: await renderIcon(svg, icon) })));
}

/** Emits APP_ICONS into the build output (and the dev server's memory) from `svgPath`. */
export class AppIconsPlugin implements RspackPluginInstance {
  // Dev rebuilds reuse the last render while the SVG is unchanged.
  private last: { svg: string; icons: Promise<Array<{ file: string; png: Buffer }>> } | null = null;

  constructor(private readonly svgPath: string = FAVICON_SVG) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AppIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'AppIconsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          compilation.fileDependencies.add(this.svgPath);
          const svg = readFileSync(this.svgPath);
          if (this.last?.svg !== svg.toString()) {
            const icons = renderAppIcons(svg);
            // A failed render fails this build; the next one tries again.
            icons.catch(() => (this.last = null));
            this.last = { svg: svg.toString(), icons };
          }
          for (const { file, png } of await this.last.icons) {
            compilation.emitAsset(file, new sources.RawSource(png));
          }
        },
      );
    });
  }
}

// The build step that draws the PNG icons: a real rspack compilation with the plugin writes each
// icon as a valid PNG of its size, and the manifest and page frame point at exactly those files.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import sharp from 'sharp';
import { APP_ICONS, AppIconsPlugin, FAVICON_SVG } from './app-icons';
import { createWebConfig } from './rspack-config';

let outDir: string;
let stats: Stats;

function compile(dir: string): Promise<Stats> {
  writeFileSync(path.join(dir, 'entry.js'), 'export const nothing = 0;\n');
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist') },
    plugins: [new AppIconsPlugin(FAVICON_SVG)],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, result) =>
      compiler.close(() => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
    ),
  );
}

/** RGBA of one pixel. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

const VOID = [7, 4, 20, 255];

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'app-icons-'));
  stats = await compile(outDir);
}, 60_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the app icons build step', () => {
  it('compiles without errors and emits the four icons', () => {
    expect(stats.hasErrors()).toBe(false);
    expect(APP_ICONS.map((icon) => icon.file).sort()).toEqual([
      'apple-touch-icon.png',
      'icon-192.png',
      'icon-512.png',
      'icon-maskable-512.png',
    ]);
  });

  it.each(APP_ICONS.map((icon) => [icon.file, icon.size] as const))(
    'writes %s as a %i px square PNG with the logo drawn',
    async (file, size) => {
      const png = readFileSync(path.join(outDir, 'dist', file));
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      // The gradient disc, just below its top edge: neither background nor transparency.
      const [r, g, b, a] = await pixel(png, Math.round(size / 2), Math.round(size * 0.25));
      expect(a).toBe(255);
      expect(r + g + b).toBeGreaterThan(300);
    },
  );

  it('keeps the rounded corners of the favicon transparent on the plain icons', async () => {
    const png = readFileSync(path.join(outDir, 'dist', 'icon-192.png'));
    expect((await pixel(png, 0, 0))[3]).toBe(0);
    expect(await pixel(png, 96, 4)).toEqual(VOID);
  });

  it('fills the maskable and apple-touch icons edge to edge, the art inside the safe zone', async () => {
    const maskable = readFileSync(path.join(outDir, 'dist', 'icon-maskable-512.png'));
    // Just outside the safe circle (radius 40%) all round is background only, and so are the
    // corners: a platform's mask cuts nothing of the logo and shows no transparency.
    const around = Array.from({ length: 8 }, (_, step) => {
      const angle = (step * Math.PI) / 4;
      return [256 + Math.round(0.41 * 512 * Math.cos(angle)), 256 + Math.round(0.41 * 512 * Math.sin(angle))];
    });
    for (const [x, y] of [[0, 0], [511, 511], ...around]) {
      expect(await pixel(maskable, x, y)).toEqual(VOID);
    }
    const apple = readFileSync(path.join(outDir, 'dist', 'apple-touch-icon.png'));
    expect((await sharp(apple).metadata()).hasAlpha).toBe(false);
    expect(await pixel(apple, 0, 0)).toEqual(VOID);
  });
});

describe('the icons in the page frame', () => {
  it('is a plugin of every app build', () => {
    const config = createWebConfig('shell', 'production', { title: 'Sonic Nexus' });
    expect(config.plugins?.some((plugin) => plugin instanceof AppIconsPlugin)).toBe(true);
  });

  it('lists the built icons in the manifest and the apple-touch icon in index.html', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(__dirname, 'public/manifest.webmanifest'), 'utf8'),
    ) as {
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    const pngs = manifest.icons.filter((icon) => icon.src.endsWith('.png'));
    expect(pngs.map(({ src, sizes, purpose }) => [src, sizes, purpose])).toEqual(
      APP_ICONS.filter((icon) => icon.kind !== 'apple-touch').map((icon) => [
        `/${icon.file}`,
        `${icon.size}x${icon.size}`,
        icon.kind,
      ]),
    );
    expect(readFileSync(path.join(__dirname, 'index.html'), 'utf8')).toContain(
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    );
  });
});

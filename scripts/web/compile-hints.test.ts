// The compile hint survives minification as the first line of every emitted script, and the source
// maps still point at the right lines (they are written after the hint is added).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { COMPILE_HINT, compileHintsPlugin } from './compile-hints';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  writeFileSync(path.join(dir, 'entry.js'), "import('./later.js').then((m) => m.say('first'));\n");
  writeFileSync(
    path.join(dir, 'later.js'),
    "export function say(word) {\n  console.log('marker-' + word);\n}\n",
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function build(): Promise<Stats> {
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist') },
    plugins: [compileHintsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => (err || !stats ? reject(err) : resolve(stats))),
  );
}

it('puts the hint first in every script, the minified code after it, and keeps the maps right', async () => {
  const stats = await build();
  expect(stats.hasErrors()).toBe(false);
  const scripts = readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBe(2);
  for (const file of scripts) {
    const lines = readFileSync(path.join(dir, 'dist', file), 'utf8').split('\n');
    expect(lines[0]).toBe(COMPILE_HINT);
    expect(lines.length).toBeLessThanOrEqual(3);
  }
  for (const file of scripts) {
    // A map's `mappings` holds one ;-separated group per generated line: the hint's line maps to
    // nothing, so the code's mappings start on the second line.
    const map = JSON.parse(readFileSync(path.join(dir, 'dist', `${file}.map`), 'utf8')) as {
      mappings: string;
    };
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(map.mappings.length).toBeGreaterThan(1);
  }
});

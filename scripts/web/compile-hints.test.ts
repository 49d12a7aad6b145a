// The compile hint survives minification as the first line of every emitted script, and the source
// maps still point at the right lines (they are written after the hint is added).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
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
  const later = scripts.find((file) =>
    readFileSync(path.join(dir, 'dist', file), 'utf8').includes('marker-'),
  );
  if (!later) throw new Error('no chunk holds the marker');
  const code = readFileSync(path.join(dir, 'dist', later), 'utf8').split('\n');
  const line = code.findIndex((text) => text.includes('marker-'));
  expect(line).toBeGreaterThan(0);
  const map = JSON.parse(readFileSync(path.join(dir, 'dist', `${later}.map`), 'utf8')) as RawSourceMap;
  const consumer = await new SourceMapConsumer(map);
  const original = consumer.originalPositionFor({ line: line + 1, column: code[line]!.indexOf('marker-') });
  expect(original.source).toMatch(/later\.js$/);
  expect(original.line).toBe(2);
});

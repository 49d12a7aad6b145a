// Loads an app's own rspack.config.ts (the app folders own their configs). Loaded by path at run
// time rather than imported: tooling must not depend on the apps' sources at compile time.
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import type { WebApp } from '@sonic-nexus/web-server/web-apps';
import type { WebMode } from './rspack-config';

type ConfigFactory = (mode: WebMode) => Configuration | Promise<Configuration>;

function isFactory(value: unknown): value is ConfigFactory {
  return typeof value === 'function';
}

/** The default export, whether tsx hands it over as ESM or wrapped in CommonJS interop. */
function defaultExport(module: unknown): unknown {
  let value = module;
  for (
    let depth = 0;
    depth < 2 && typeof value === 'object' && value !== null && 'default' in value;
    depth++
  ) {
    value = (value as { default: unknown }).default;
  }
  return value;
}

export async function loadAppConfig(app: WebApp, mode: WebMode): Promise<Configuration> {
  const file = path.join(app.dir, 'rspack.config.ts');
  const factory = defaultExport(await import(file));
  if (!isFactory(factory))
    throw new Error(`${file} must export default (mode) => Configuration, or a promise of one`);
  return factory(mode);
}

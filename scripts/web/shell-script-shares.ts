// What the shell's scripts on a page are: its own code (entry, federation runtime, its components)
// or a shared module it provides for every app (React DOM, antd, ...). The shell's build manifest
// (mf-manifest.json) names the chunks of each shared module. Printed under the budgets because
// "the shell's initial JavaScript" counts both, and most of it is the shared modules.
import type { PageResource, PageWeight } from './page-weight';

/** The part of the Module Federation manifest read here. */
export interface FederationManifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

export interface ScriptShare {
  /** 'own code', or the share keys whose chunk it is (`antd + antd/later`) */
  what: string;
  wireBytes: number;
}

const OWN_CODE = 'own code';

const KB = 1000;
const isShellScript = (r: PageResource) => r.type === 'script' && !r.url.startsWith('/mfe/');
const fileOf = (url: string) => url.replace(/^\//, '').replace(/\?.*$/, '');

/** The shell origin's scripts of `weight` grouped by what they are, largest first. */
export function shellScriptShares(weight: PageWeight, manifest: FederationManifest): ScriptShare[] {
  const keysByFile = new Map<string, string[]>();
  for (const shared of manifest.shared) {
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) {
      keysByFile.set(file, [...(keysByFile.get(file) ?? []), shared.name]);
    }
  }
  const bytes = new Map<string, number>();
  for (const script of weight.resources.filter(isShellScript)) {
    const keys = keysByFile.get(fileOf(script.url));
    const what = keys ? [...new Set(keys)].sort().join(' + ') : OWN_CODE;
    bytes.set(what, (bytes.get(what) ?? 0) + script.wireBytes);
  }
  return [...bytes]
    .map(([what, wireBytes]) => ({ what, wireBytes }))
    .sort((a, b) => b.wireBytes - a.wireBytes);
}

/** Two lines: the shell's own code, then its shared modules with each one's bytes. */
export function sharesReport(shares: ScriptShare[]): string {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const own = shares.find((s) => s.what === OWN_CODE)?.wireBytes ?? 0;
  const shared = shares.filter((s) => s.what !== OWN_CODE);
  const sharedBytes = shared.reduce((total, s) => total + s.wireBytes, 0);
  return [
    `The shell's scripts: its own code ${kb(own)}; the shared modules it provides ${kb(sharedBytes)}:`,
    `  ${shared.map((s) => `${s.what} ${kb(s.wireBytes)}`).join(', ')}`,
  ].join('\n');
}

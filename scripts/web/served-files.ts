// Every file a front end's static server may serve from its dist: what is precompressed and what
// the bundle report counts. A dot folder is never served (dist/.prerender holds a remote's
// server-side bundle, libs/web-server/src/prerender-bundle.ts).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function listServedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listServedFiles(full) : [full];
  });
}

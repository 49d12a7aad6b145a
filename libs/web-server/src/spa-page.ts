// Which built page answers a path other than /: the shell's page.html (its prerendered frame
// without the home page's header), or index.html for an app built without one (the remotes).
import { existsSync } from 'node:fs';
import path from 'node:path';

export function spaPage(distDir: string): 'page.html' | 'index.html' {
  return existsSync(path.join(distDir, 'page.html')) ? 'page.html' : 'index.html';
}

// Lints one-line import probes as if they lived in the given files and prints the boundary-rule
// messages per probe as JSON. Runs outside jest because ESLint loads its flat config by dynamic import.
import { execFileSync } from 'node:child_process';
import { ESLint } from 'eslint';
import path from 'node:path';

const root = process.cwd();
// The boundary rule reads Nx's cached project graph and silently skips without one: refresh it.
execFileSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, stdio: 'ignore' });
const cases = JSON.parse(process.argv[2]);
const eslint = new ESLint({ cwd: root });
const results = [];
for (const { file, importee } of cases) {
  const code = `import * as probe from '${importee}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  results.push(
    (result?.messages ?? [])
      .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
      .map((m) => m.message),
  );
}
process.stdout.write(JSON.stringify(results));

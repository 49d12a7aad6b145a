// Fails bootstrap when a tool module's go.mod drifts from the one pinned version file.
import { readFileSync } from 'node:fs';

const pinned = JSON.parse(readFileSync('deploy/local/tool-versions.json', 'utf8')).go;
const drift = [];
for (const [name, tool] of Object.entries(pinned)) {
  const gomod = readFileSync(`deploy/local/tools/${name}/go.mod`, 'utf8');
  if (!gomod.includes(`${tool.module} ${tool.version}`))
    drift.push(`${name}: go.mod does not require ${tool.module} ${tool.version}`);
  const toolsGo = readFileSync(`deploy/local/tools/${name}/tools.go`, 'utf8');
  if (!toolsGo.includes(`"${tool.package}"`)) drift.push(`${name}: tools.go does not import ${tool.package}`);
}
if (drift.length) {
  console.error(`Tool versions drifted from deploy/local/tool-versions.json:\n  ${drift.join('\n  ')}`);
  process.exit(1);
}

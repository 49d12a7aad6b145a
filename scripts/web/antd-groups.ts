// antd as three shared modules rather than one: `antd` holds the components a first screen renders,
// `antd/later` the ones only a later screen, an opened menu or a signed-in user needs (forms, tabs,
// drawers, dropdowns...), and `antd/rest` every other export of antd. A page downloads the second
// only when code that uses it loads, and the third only when a remote uses a component no group
// names: a remote built after the shell, with a component the shell's build never saw, still gets
// it from the shell's runtime (one context, one theme) without rebuilding the shell. So the groups
// are fixed lists, not what the apps happen to use: they are the shell's promise to every remote.
// A name moves into `antd` or `antd/later` only with a shell release before the remotes that need
// it there (an older shell would not have it in that group); a remote needs no release of anyone
// to use a name from `antd/rest`.
// Sources keep `import { Drawer } from 'antd'`: swc's import plugin turns each name into a default
// import of a generated one-line module that takes it from the right share key.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuleSetRule } from '@rspack/core';
import { generatedDir, packageEntry, usedNames, writeUsedModule } from './used-exports';

/** The components of the first screen's module. */
export const ANTD_FIRST = [
  'Alert',
  'Button',
  'ConfigProvider',
  'Empty',
  'Input',
  'Skeleton',
  'Spin',
  'Tag',
  'theme',
] as const;

/** The components left out of the first screen's module; keep them out of its static imports. */
export const ANTD_LATER = [
  'Badge',
  'Checkbox',
  'Descriptions',
  'Drawer',
  'Dropdown',
  'Form',
  'InputNumber',
  'Modal',
  'Result',
  'Select',
  'Tabs',
] as const;

export type AntdShareKey = 'antd' | 'antd/later' | 'antd/rest';

const firstNames: ReadonlySet<string> = new Set(ANTD_FIRST);
const laterNames: ReadonlySet<string> = new Set(ANTD_LATER);

/** The share key that provides an antd export. */
export function antdShareKey(name: string): AntdShareKey {
  if (firstNames.has(name)) return 'antd';
  return laterNames.has(name) ? 'antd/later' : 'antd/rest';
}

/**
 * antd's components and functions: every `export { default as Rate } from './rate'` of its ES entry,
 * with the folder each comes from. (Its one other export, `unstableSetRender`, is a no-op kept
 * for React 18 code, and left out.)
 */
export function antdComponents(root?: string): Map<string, string> {
  const entry = packageEntry('antd', root);
  const source = readFileSync(entry, 'utf8');
  const components = new Map<string, string>();
  for (const match of source.matchAll(/export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*['"]([^'"]+)['"]/g)) {
    components.set(match[1] ?? '', path.join(path.dirname(entry), match[2] ?? '', 'index.js'));
  }
  return components;
}

/**
 * Writes the module providing `antd/rest`: each component taken from its own folder, not from
 * antd's index. Through the index, the index's own imports would make some of these components'
 * modules part of the first screen's chunks (7 KB brotli more on `/`, measured).
 */
function writeRestModule(names: string[], components: Map<string, string>, root?: string): string {
  const file = path.join(generatedDir(root), 'antd-rest-used.js');
  const lines = names.map(
    (name) => `export { default as ${name} } from ${JSON.stringify(components.get(name))};`,
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

interface AntdGroups {
  /** Share key -> generated module providing it. */
  modules: Record<AntdShareKey, string>;
  /** Folder of the one-line modules, one per antd export. */
  memberDir: string;
}

export function writeAntdGroups(root?: string): AntdGroups {
  const components = antdComponents(root);
  const all = [...components.keys()].sort();
  const unknown = [...ANTD_FIRST, ...ANTD_LATER, ...usedNames('antd', root)].filter(
    (name) => !components.has(name),
  );
  if (unknown.length > 0) throw new Error(`antd has no export named ${unknown.join(', ')}`);
  const memberDir = path.join(generatedDir(root), 'antd-members');
  mkdirSync(memberDir, { recursive: true });
  for (const name of all) {
    writeFileSync(
      path.join(memberDir, `${name}.js`),
      `export { ${name} as default } from '${antdShareKey(name)}';\n`,
    );
  }
  const group = (key: AntdShareKey) => all.filter((name) => antdShareKey(name) === key);
  return {
    modules: {
      antd: writeUsedModule('antd', root, group('antd')),
      'antd/later': writeUsedModule('antd', root, group('antd/later'), 'antd-later-used.js'),
      'antd/rest': writeRestModule(group('antd/rest'), components, root),
    },
    memberDir,
  };
}

/** Adds swc's import plugin to our TypeScript rule: `import { Form } from 'antd'` -> a member module. */
export function withAntdMemberImports(
  rule: RuleSetRule & { loader: string },
  memberDir: string,
): RuleSetRule {
  const options = (rule.options ?? {}) as Record<string, unknown>;
  const transformImport = [{ libraryName: 'antd', customName: `${memberDir}/{{ member }}.js` }];
  return { ...rule, options: { ...options, transformImport } };
}

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
import { ANTD_FIRST, ANTD_LATER, antdShareKey, type AntdShareKey } from './antd-group-names';
import { writeAntdRestStylesheet } from './antd-stylesheet';
import { generatedDir, packageEntry, usedNames, writeUsedModule } from './used-exports';

/**
 * antd's components and functions: every `export { default as Rate } ...` of its ES entry. (Its one
 * other export, `unstableSetRender`, is a no-op kept for React 18 code, and left out.)
 */
export function antdExports(root?: string): string[] {
  const source = readFileSync(packageEntry('antd', root), 'utf8');
  return [...source.matchAll(/export\s*\{\s*default\s+as\s+(\w+)\s*\}/g)]
    .map((match) => match[1] ?? '')
    .sort();
}

interface AntdGroups {
  /** Share key -> generated module providing it. */
  modules: Record<AntdShareKey, string>;
  /** Folder of the one-line modules, one per antd export. */
  memberDir: string;
}

export function writeAntdGroups(root?: string): AntdGroups {
  const all = antdExports(root);
  const known = new Set(all);
  const used = usedNames('antd', root);
  const unknown = [...ANTD_FIRST, ...ANTD_LATER, ...used].filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`antd has no export named ${unknown.join(', ')}`);
  // The shell's stylesheet holds the first two groups' styles (antd-stylesheet.ts); what this app
  // uses from the rest comes with a stylesheet of its own, loaded with the component's module.
  const restUsed = used.filter((name) => antdShareKey(name) === 'antd/rest');
  const restStyles = restUsed.length > 0 ? writeAntdRestStylesheet(restUsed, root) : undefined;
  const memberDir = path.join(generatedDir(root), 'antd-members');
  mkdirSync(memberDir, { recursive: true });
  for (const name of all) {
    const key = antdShareKey(name);
    const styles =
      key === 'antd/rest' && restStyles && restUsed.includes(name)
        ? `import ${JSON.stringify(restStyles)};\n`
        : '';
    writeFileSync(
      path.join(memberDir, `${name}.js`),
      `${styles}export { ${name} as default } from '${key}';\n`,
    );
  }
  const group = (key: AntdShareKey) => all.filter((name) => antdShareKey(name) === key);
  return {
    modules: {
      antd: writeUsedModule('antd', root, group('antd')),
      'antd/later': writeUsedModule('antd', root, group('antd/later'), 'antd-later-used.js'),
      'antd/rest': writeUsedModule('antd', root, group('antd/rest'), 'antd-rest-used.js'),
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

// antd as two shared modules rather than one: `antd` holds the components a first screen renders,
// `antd/later` the ones only a later screen, an opened menu or a signed-in user needs (forms, tabs,
// drawers, dropdowns...). A page then downloads the second only when code that uses it loads.
// Sources keep `import { Drawer } from 'antd'`: swc's import plugin turns each name into a default
// import of a generated one-line module that takes it from the right share key.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RuleSetRule } from '@rspack/core';
import { generatedDir, usedNames, writeUsedModule } from './used-exports';

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

const laterNames: ReadonlySet<string> = new Set(ANTD_LATER);

interface AntdGroups {
  /** Share key -> generated module providing it. */
  modules: Record<'antd' | 'antd/later', string>;
  /** Folder of the one-line modules, one per imported name. */
  memberDir: string;
}

export function writeAntdGroups(root?: string): AntdGroups {
  const names = usedNames('antd', root);
  const first = names.filter((name) => !laterNames.has(name));
  const later = names.filter((name) => laterNames.has(name));
  const memberDir = path.join(generatedDir(root), 'antd-members');
  mkdirSync(memberDir, { recursive: true });
  for (const name of names) {
    const key = laterNames.has(name) ? 'antd/later' : 'antd';
    writeFileSync(path.join(memberDir, `${name}.js`), `export { ${name} as default } from '${key}';\n`);
  }
  return {
    modules: {
      antd: writeUsedModule('antd', root, first),
      'antd/later': writeUsedModule('antd', root, later, 'antd-later-used.js'),
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

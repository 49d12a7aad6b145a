// Which shared antd module provides each antd export (antd-groups.ts says why there are three).
// The lists are the shell's promise to every remote: a name moves into the first two only with a
// shell release before the remotes that need it there.

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

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANTD_LATER, withAntdMemberImports, writeAntdGroups } from './antd-groups';

const antdEntry = path.join(path.dirname(require.resolve('antd/package.json')), 'es/index.js');

describe('writeAntdGroups over a source tree', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'antd-groups-'));
    mkdirSync(path.join(root, 'shell/src'), { recursive: true });
    writeFileSync(
      path.join(root, 'shell/src/A.tsx'),
      "import { Button, Card, Drawer, type MenuProps } from 'antd';",
    );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('puts the later components in antd/later and every other one in antd', () => {
    const { modules } = writeAntdGroups(root);
    expect(readFileSync(modules.antd, 'utf8')).toBe(
      `export { Button, Card } from ${JSON.stringify(antdEntry)};\n`,
    );
    expect(readFileSync(modules['antd/later'], 'utf8')).toBe(
      `export { Drawer } from ${JSON.stringify(antdEntry)};\n`,
    );
  });

  it('writes one member module per imported name, taking it from its share key', () => {
    const { memberDir } = writeAntdGroups(root);
    expect(readFileSync(path.join(memberDir, 'Card.js'), 'utf8')).toBe(
      "export { Card as default } from 'antd';\n",
    );
    expect(readFileSync(path.join(memberDir, 'Drawer.js'), 'utf8')).toBe(
      "export { Drawer as default } from 'antd/later';\n",
    );
  });
});

describe('withAntdMemberImports', () => {
  it("adds swc's import plugin pointing at the member modules and keeps the rule's options", () => {
    const rule = withAntdMemberImports(
      { test: /\.tsx?$/, loader: 'builtin:swc-loader', options: { jsc: { target: 'es2020' } } },
      '/m',
    );
    expect(rule.options).toEqual({
      jsc: { target: 'es2020' },
      transformImport: [{ libraryName: 'antd', customName: '/m/{{ member }}.js' }],
    });
  });
});

describe('the later components', () => {
  it('are all real antd exports', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const antd = require('antd') as Record<string, unknown>;
    for (const name of ANTD_LATER) expect(antd[name]).toBeDefined();
  });
});

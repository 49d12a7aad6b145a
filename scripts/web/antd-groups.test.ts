import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ANTD_FIRST, ANTD_LATER, antdShareKey } from './antd-group-names';
import { antdExports, withAntdMemberImports, writeAntdGroups } from './antd-groups';
import { usedNames } from './used-exports';

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

  it('provides the fixed groups whatever the sources use: first, later, and every other export', () => {
    const { modules } = writeAntdGroups(root);
    expect(readFileSync(modules.antd, 'utf8')).toBe(
      `export { ${[...ANTD_FIRST].sort().join(', ')} } from ${JSON.stringify(antdEntry)};\n`,
    );
    expect(readFileSync(modules['antd/later'], 'utf8')).toBe(
      `export { ${[...ANTD_LATER].sort().join(', ')} } from ${JSON.stringify(antdEntry)};\n`,
    );
    const rest = readFileSync(modules['antd/rest'], 'utf8');
    // Card is used by these sources and named by no group; Rate by nobody: both are in the rest
    expect(rest).toMatch(/\bCard\b/);
    expect(rest).toMatch(/\bRate\b/);
    expect(rest).not.toMatch(/\b(Button|Drawer)\b/);
  });

  it('writes one member module per antd export, taking it from its share key', () => {
    const { memberDir } = writeAntdGroups(root);
    expect(readFileSync(path.join(memberDir, 'Button.js'), 'utf8')).toBe(
      "export { Button as default } from 'antd';\n",
    );
    expect(readFileSync(path.join(memberDir, 'Drawer.js'), 'utf8')).toBe(
      "export { Drawer as default } from 'antd/later';\n",
    );
    // a component the shell's sources never import still has its module: a later remote's may
    expect(readFileSync(path.join(memberDir, 'Rate.js'), 'utf8')).toBe(
      "export { Rate as default } from 'antd/rest';\n",
    );
  });

  it('gives a component of the rest used by the sources its styles, imported with its module', () => {
    writeFileSync(path.join(root, 'shell/src/B.tsx'), "import { Statistic } from 'antd';");
    const { memberDir } = writeAntdGroups(root);
    const member = readFileSync(path.join(memberDir, 'Statistic.js'), 'utf8');
    const css = /^import "([^"]+antd-rest\.[0-9a-f]{8}\.css)";\n/.exec(member)?.[1];
    expect(member).toMatch(/export \{ Statistic as default \} from 'antd\/rest';\n$/);
    expect(readFileSync(css ?? '', 'utf8')).toContain('.ant-statistic');
    // a rest component nobody imports comes with no styles of its own
    expect(readFileSync(path.join(memberDir, 'Rate.js'), 'utf8')).toBe(
      "export { Rate as default } from 'antd/rest';\n",
    );
  });

  it('refuses a name antd does not export', () => {
    writeFileSync(path.join(root, 'shell/src/B.tsx'), "import { Buton } from 'antd';");
    expect(() => writeAntdGroups(root)).toThrow('antd has no export named Buton');
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

describe('the groups', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const antd = require('antd') as Record<string, unknown>;

  it('name only real antd exports, each in one group', () => {
    for (const name of [...ANTD_FIRST, ...ANTD_LATER]) expect(antd[name]).toBeDefined();
    expect(ANTD_FIRST.filter((name) => (ANTD_LATER as readonly string[]).includes(name))).toEqual([]);
    const exported = Object.keys(antd).filter((name) => name !== 'unstableSetRender');
    expect(antdExports()).toEqual(exported.sort());
  });

  it('name every component our own apps import, so none of them loads the whole rest of antd', () => {
    const grouped = usedNames('antd').filter((name) => antdShareKey(name) === 'antd/rest');
    expect(grouped).toEqual([]);
  });
});

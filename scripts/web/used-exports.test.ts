import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { usedNames, valueImports, writeUsedModule } from './used-exports';

describe('valueImports', () => {
  it('lists value imports, across lines and renamed, and leaves types out', () => {
    const source = [
      "import { Button, Flex } from 'antd';",
      "import {\n  App as AntApp,\n  type MenuProps,\n  theme,\n} from 'antd';",
      "import type { ThemeConfig } from 'antd';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(valueImports(source, 'antd')).toEqual(['Button', 'Flex', 'App', 'theme']);
  });

  it('finds nothing in a file without antd', () => {
    expect(valueImports("import { Card } from 'antd-mobile';", 'antd')).toEqual([]);
    expect(valueImports("import { Link } from 'react-router';", 'react-router')).toEqual(['Link']);
  });
});

describe('usedNames over a source tree', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'antd-used-'));
    mkdirSync(path.join(root, 'shell/src'), { recursive: true });
    mkdirSync(path.join(root, 'libs/ui/src'), { recursive: true });
    writeFileSync(path.join(root, 'shell/src/A.tsx'), "import { Button, Card } from 'antd';");
    writeFileSync(path.join(root, 'libs/ui/src/B.tsx'), "import { Card, Modal } from 'antd';");
    // Tests may import whatever they like; they are never bundled.
    writeFileSync(path.join(root, 'libs/ui/src/B.test.tsx'), "import { Table } from 'antd';");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('merges the names of every app and lib, sorted and once each', () => {
    expect(usedNames('antd', root)).toEqual(['Button', 'Card', 'Modal']);
  });

  it('writes a module re-exporting exactly those names from antd/es', () => {
    const file = writeUsedModule('antd', root);
    const antdEntry = path.join(path.dirname(require.resolve('antd/package.json')), 'es/index.js');
    expect(readFileSync(file, 'utf8')).toBe(
      `export { Button, Card, Modal } from ${JSON.stringify(antdEntry)};\n`,
    );
  });

  it('refuses a namespace or default import it cannot list', () => {
    writeFileSync(path.join(root, 'shell/src/C.tsx'), "import * as antd from 'antd';");
    expect(() => usedNames('antd', root)).toThrow(
      "shell/src/C.tsx: import antd by name only (import { Name } from 'antd')",
    );
  });
});

describe('the repository', () => {
  it('imports from antd a set the generated module covers (names real antd exports)', () => {
    const names = usedNames('antd');
    expect(names).toContain('ConfigProvider');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const antd = require('antd') as Record<string, unknown>;
    for (const name of names) expect(antd[name]).toBeDefined();
  });

  it('imports from react-router names its production ES module exports', async () => {
    const names = usedNames('react-router');
    expect(names).toContain('Link');
    const router = (await import('react-router')) as Record<string, unknown>;
    for (const name of names) expect(router[name]).toBeDefined();
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  usedNames,
  usedZodMembers,
  valueImports,
  writeUsedModule,
  writeZodModule,
  zodValueImports,
} from './used-exports';

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

describe("zod's z over a source tree", () => {
  let root: string;
  const write = (file: string, source: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'zod-used-'));
    write(
      'libs/contract/src/a.ts',
      "import { z } from 'zod';\nexport const a = z\n  .object({ n: z.number() });",
    );
    write(
      'shell/src/B.tsx',
      "import { type Name, z } from '@sonic-nexus/contract';\ntype T = z.infer<typeof s>;",
    );
    // Type-only imports of z, and tests, are never zod's z at run time.
    write('mfe-feed/src/c.ts', "import type { z } from 'zod';\nfunction f(s: z.ZodType) { return [s, z]; }");
    write('libs/contract/src/d.test.ts', "import { z } from 'zod';\nexpect(z).toBeDefined();");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists the members of z named where z is imported as a value, from zod or the contract', () => {
    expect(usedZodMembers(root)).toEqual(['infer', 'number', 'object']);
  });

  it('writes a z of those members zod has as values, and the other names imported from zod, with compiled parsers off (the pages forbid eval)', () => {
    write('libs/service-kit/src/e.ts', "import { ZodError, z } from 'zod';\nexport const e = z.string();");
    const file = writeZodModule(root);
    const zodEntry = JSON.stringify(path.join(path.dirname(require.resolve('zod/package.json')), 'index.js'));
    expect(readFileSync(file, 'utf8')).toBe(
      [
        `import * as zod from ${zodEntry};`,
        'zod.config({ jitless: true });',
        'export const z = { number: zod.number, object: zod.object, string: zod.string };',
        `export { ZodError } from ${zodEntry};`,
        '',
      ].join('\n'),
    );
  });

  it('refuses z used otherwise than by its members, and a default or namespace import of zod', () => {
    write('shell/src/F.tsx', "import { z } from '@sonic-nexus/contract';\nconst { object } = z;");
    expect(() => usedZodMembers(root)).toThrow("shell/src/F.tsx: use zod's z by its members only");
    write('shell/src/F.tsx', "import * as zod from 'zod';");
    expect(() => zodValueImports(root)).toThrow(
      "shell/src/F.tsx: import zod by name only (import { z } from 'zod')",
    );
  });
});

describe('the repository', () => {
  it("shares a z without zod's core, locales or JSON Schema reader, each member one zod has", () => {
    const members = usedZodMembers();
    expect(members).toEqual(expect.arrayContaining(['object', 'string', 'registry']));
    for (const heavy of ['core', 'locales', 'fromJSONSchema', 'compile'])
      expect(members).not.toContain(heavy);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { z } = require('zod') as { z: Record<string, unknown> };
    const typesOnly = ['infer']; // z.infer<...>: a type, left out of the generated z
    for (const member of members.filter((m) => !typesOnly.includes(m))) expect(z[member]).toBeDefined();
  });

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

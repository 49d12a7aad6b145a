// antd's styles as one static stylesheet made at build time. antd 6 can run with `zeroRuntime`
// (the cosmic theme sets it): components then skip generating and inserting their CSS while they
// render, which was most of the main-thread work of the first paint. The stylesheet holds the
// components of the first two shared antd groups (antd-group-names.ts; every component the apps
// import is in them, plus those they render inside), drawn with the cosmic theme, so the dark tokens
// and component overrides are baked in. An app that uses a component of `antd/rest` (a remote built
// after the shell) brings that component's styles in a stylesheet of its own, loaded with the
// component's module. Written under node_modules/.cache, never committed.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { cosmicTheme } from '@sonic-nexus/ui/src/cosmic-theme';
import { ConfigProvider } from 'antd';
import { createElement } from 'react';
import { ANTD_FIRST, ANTD_LATER } from './antd-group-names';

const repoRoot = path.resolve(__dirname, '../..');

/**
 * Components the used ones render inside themselves (the menu of a Dropdown), and those libs/ui
 * draws with antd's classes but without antd's code (Card, Typography).
 */
const renderedInside = ['Menu', 'Card', 'Typography'];

export interface AntdStylesheet {
  /** Absolute path of the written file. */
  file: string;
  /** Content-hashed file name, served from the app's root. */
  name: string;
}

let written: AntdStylesheet | undefined;

/** The components' styles with the cosmic theme. */
function antdStyles(includes: string[]): string {
  // hashed: false gives plain `.ant-btn` selectors, which match what zero-runtime components render.
  const theme = { ...cosmicTheme, zeroRuntime: false, hashed: false };
  return extractStyle({
    includes,
    customTheme: (node) => createElement(ConfigProvider, { theme }, node),
  });
}

function writeStylesheet(css: string, prefix: string, root: string): AntdStylesheet {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  const dir = path.join(root, 'node_modules/.cache/sonic-nexus-web');
  mkdirSync(dir, { recursive: true });
  const name = `${prefix}.${hash}.css`;
  const file = path.join(dir, name);
  writeFileSync(file, css);
  return { file, name };
}

export function writeAntdStylesheet(root = repoRoot): AntdStylesheet {
  const includes = [...new Set([...[...ANTD_FIRST, ...ANTD_LATER].sort(), ...renderedInside])];
  written ??= writeStylesheet(antdStyles(includes), 'antd', root);
  return written;
}

/** The styles of `names`, components of antd/rest; returns the file, which their modules import. */
export function writeAntdRestStylesheet(names: string[], root = repoRoot): string {
  return writeStylesheet(antdStyles(names), 'antd-rest', root).file;
}

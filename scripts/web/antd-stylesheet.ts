// antd's styles as one static stylesheet made at build time. antd 6 can run with `zeroRuntime`
// (the cosmic theme sets it): components then skip generating and inserting their CSS while they
// render, which was most of the main-thread work of the first paint. The stylesheet holds only the
// components the apps import (plus those they render inside), drawn with the cosmic theme, so the
// dark tokens and component overrides are baked in. Written under node_modules/.cache, never committed.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { cosmicTheme } from '@sonic-nexus/ui/src/cosmic-theme';
import { ConfigProvider } from 'antd';
import { createElement } from 'react';
import { usedNames } from './used-exports';

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

export function writeAntdStylesheet(root = repoRoot): AntdStylesheet {
  if (written) return written;
  const includes = [...new Set([...usedNames('antd', root), ...renderedInside])];
  // hashed: false gives plain `.ant-btn` selectors, which match what zero-runtime components render.
  const theme = { ...cosmicTheme, zeroRuntime: false, hashed: false };
  const css = extractStyle({
    includes,
    customTheme: (node) => createElement(ConfigProvider, { theme }, node),
  });
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 8);
  const dir = path.join(root, 'node_modules/.cache/sonic-nexus-web');
  mkdirSync(dir, { recursive: true });
  const name = `antd.${hash}.css`;
  const file = path.join(dir, name);
  writeFileSync(file, css);
  written = { file, name };
  return written;
}

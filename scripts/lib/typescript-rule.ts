// The one rspack rule that compiles our TypeScript (and TSX) with rspack's built-in swc: the web
// apps and the Node deployables differ only in swc's target and transforms.
import type { RuleSetRule } from '@rspack/core';

interface SwcJsc {
  target: string;
  transform?: Record<string, unknown>;
}

export function typeScriptRule(jsc: SwcJsc): RuleSetRule & { loader: string } {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: { jsc: { parser: { syntax: 'typescript', tsx: true }, ...jsc } },
  };
}

// V8's explicit compile hints (v8.dev/blog/explicit-compile-hints): a script whose first line is
// this comment gets all its functions compiled while it streams in, on a background thread, instead
// of each one on the main thread the first time it runs. Our chunks are mostly module factories
// that run as the page starts (React DOM's alone took ~20 ms of main thread to compile on first
// call), so every emitted script carries it. On `/` (Chromium, 11 runs each) main-thread CPU after
// the first paint went from 235 to 166 ms, and its tasks over 12.5 ms from six to one or two.
import { rspack, type RspackPluginInstance } from '@rspack/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHintsPlugin(): RspackPluginInstance {
  return new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    // After minification (which would drop the comment), before the source maps are written (so
    // they count the added line).
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1,
  });
}

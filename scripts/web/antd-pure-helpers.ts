// antd's Button and Tag styles take one pure function, `isBright`, from the module of ColorPicker's
// presets panel, whose component imports Collapse. Once any shared antd group uses ColorPicker
// (antd/rest does), that module's every export is live in the build, and a module is not trimmed
// per chunk: Collapse would ride in the first screen's antd chunks. So those styles get a copy of
// the module of their own (a resource query makes a module of its own), in which only `isBright`
// is used; a pure function holds no state, so two copies are harmless. With the colour picker's
// package marked free of side effects (rspack-config.ts), antd/rest costs the first screen 2.1 KB
// brotli instead of 7.4 KB (measured on the shell's antd chunks).
import { rspack } from '@rspack/core';

const PRESETS = /[\\/]color-picker[\\/]components[\\/]ColorPresets(\.js)?$/;
const STYLE_IMPORTERS = /[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/;

export function antdPureHelpersPlugin() {
  return new rspack.NormalModuleReplacementPlugin(PRESETS, (data) => {
    if (!data.request.includes('?') && STYLE_IMPORTERS.test(data.contextInfo.issuer)) {
      data.request += '?first-screen';
    }
  });
}

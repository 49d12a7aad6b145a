// Maps each front end to its rspack.config.ts factory (the app folders own their configs).
import type { Configuration } from '@rspack/core';
import authConfig from '../../mfe-auth/rspack.config';
import feedConfig from '../../mfe-feed/rspack.config';
import profileConfig from '../../mfe-profile/rspack.config';
import shellConfig from '../../shell/rspack.config';
import type { WebMode } from './rspack-config';
import type { WebAppName } from './web-apps';

export const appConfigs: Record<WebAppName, (mode: WebMode) => Configuration> = {
  shell: shellConfig,
  'mfe-feed': feedConfig,
  'mfe-profile': profileConfig,
  'mfe-auth': authConfig,
};

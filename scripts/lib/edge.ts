// The edge (Caddy with deploy/local/Caddyfile): one origin in front of the gateway, the shell and
// the remotes. Started by the platform, and by its own test against the real gateway and shell apps.
import path from 'node:path';
import { ROOT, TOOLS_BIN } from './infra';
import { spawnManaged, tcpOpen, waitFor, type Managed } from './processes';

export interface EdgeUpstreams {
  gateway: number;
  shell: number;
  mfeFeed: number;
  mfeProfile: number;
  mfeAuth: number;
}

export async function startEdge(opts: {
  port: number;
  upstreams: EdgeUpstreams;
  dataDir: string;
  logDir: string;
}): Promise<Managed> {
  const at = (port: number) => `127.0.0.1:${port}`;
  const edge = spawnManaged(
    'edge',
    path.join(TOOLS_BIN, 'caddy'),
    ['run', '--config', path.join(ROOT, 'deploy/local/Caddyfile'), '--adapter', 'caddyfile'],
    {
      cwd: ROOT,
      logDir: opts.logDir,
      env: {
        EDGE_PORT: String(opts.port),
        GATEWAY_UPSTREAM: at(opts.upstreams.gateway),
        SHELL_UPSTREAM: at(opts.upstreams.shell),
        MFE_FEED_UPSTREAM: at(opts.upstreams.mfeFeed),
        MFE_PROFILE_UPSTREAM: at(opts.upstreams.mfeProfile),
        MFE_AUTH_UPSTREAM: at(opts.upstreams.mfeAuth),
        XDG_DATA_HOME: path.join(opts.dataDir, 'caddy'),
        XDG_CONFIG_HOME: path.join(opts.dataDir, 'caddy'),
      },
    },
  );
  await waitFor('edge', () => tcpOpen(opts.port), { proc: edge });
  return edge;
}

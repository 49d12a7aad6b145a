// The nine deployables (one image each, DESIGN §5): where each lives, which of its files are entry
// points, and the image the Helm chart runs. The dependency check, the JavaScript build and the
// image tests all read this one list.
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type DeployableKind = 'node' | 'web';

export interface Deployable {
  /** Image name suffix: sonic-nexus/<name>. */
  name: string;
  /** Folder of its package.json, relative to the repository root. */
  dir: string;
  kind: DeployableKind;
  /** Node deployables: the process entry, bundled to dist/main.js. */
  entry?: string;
  /** The ports its image exposes (the config's defaults): the main one first, then the admin one. */
  ports: readonly number[];
}

const service = (name: string, ports: readonly number[]): Deployable => ({
  name,
  dir: `services/${name}`,
  kind: 'node',
  entry: 'src/main.ts',
  ports,
});
const web = (name: string, port: number): Deployable => ({ name, dir: name, kind: 'web', ports: [port] });

export const deployables: readonly Deployable[] = [
  service('user', [50051, 9451]),
  service('playlist', [50052, 9452]),
  service('vote', [50053, 9453]),
  service('notification', [50054, 9454]),
  service('gateway', [3000, 9450]),
  web('shell', 3100),
  web('mfe-feed', 3101),
  web('mfe-profile', 3102),
  web('mfe-auth', 3103),
];

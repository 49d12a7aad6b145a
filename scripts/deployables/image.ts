// The nine images from one template, deploy/images/Dockerfile: the build args that make it one
// deployable's image come from the catalogue here, and nowhere else.
//   node --import tsx scripts/deployables/image.ts args <name>          # KEY=VALUE, one a line
//   node --import tsx scripts/deployables/image.ts json                 # every one's, as JSON
//   node --import tsx scripts/deployables/image.ts build <name> <tag> [docker build options...]
// `build` runs `$DOCKER build` (default docker; BuildKit, for the template's secret mounts) from the
// repository root; scripts/cluster/app-images.sh builds the nine for the cluster with the args.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { GATEWAY_NODE_OPTIONS } from '@sonic-nexus/service-kit';
import { type Deployable, deployables, REPO_ROOT } from './catalogue';

export const IMAGE_TEMPLATE = path.join(REPO_ROOT, 'deploy', 'images', 'Dockerfile');

/** The build args of one deployable's image: what makes the template that image. */
export function imageBuildArgs(deployable: Deployable): Record<string, string> {
  return {
    APP: deployable.name,
    KIND: deployable.kind,
    PORTS: deployable.ports.join(' '),
    // A service's /healthz is on its admin port (the last one), a front end's on its one port.
    HEALTHZ_PORT: String(deployable.ports.at(-1)),
    NODE_OPTIONS: deployable.name === 'gateway' ? GATEWAY_NODE_OPTIONS : '',
  };
}

export function deployableNamed(name: string): Deployable {
  const deployable = deployables.find((d) => d.name === name);
  if (!deployable) {
    throw new Error(`expected one of ${deployables.map((d) => d.name).join(', ')}; got ${name || 'nothing'}`);
  }
  return deployable;
}

/** The docker build command line (after the docker binary) of one deployable's image. */
export function dockerBuildArgs(
  deployable: Deployable,
  tag: string,
  extra: readonly string[] = [],
): string[] {
  return [
    'build',
    '-f',
    path.relative(REPO_ROOT, IMAGE_TEMPLATE),
    ...Object.entries(imageBuildArgs(deployable)).flatMap(([key, value]) => [
      '--build-arg',
      `${key}=${value}`,
    ]),
    ...extra,
    '-t',
    tag,
    '.',
  ];
}

function main(argv: readonly string[]): number {
  const [command, name = '', tag, ...extra] = argv;
  if (command === 'args') {
    for (const [key, value] of Object.entries(imageBuildArgs(deployableNamed(name)))) {
      console.log(`${key}=${value}`);
    }
    return 0;
  }
  if (command === 'json') {
    console.log(JSON.stringify(Object.fromEntries(deployables.map((d) => [d.name, imageBuildArgs(d)]))));
    return 0;
  }
  if (command === 'build' && tag) {
    const docker = process.env.DOCKER ?? 'docker';
    const args = dockerBuildArgs(deployableNamed(name), tag, extra);
    console.log(`${docker} ${args.join(' ')}`);
    return spawnSync(docker, args, { cwd: REPO_ROOT, stdio: 'inherit' }).status ?? 1;
  }
  console.error('usage: image.ts args <name> | json | build <name> <tag> [docker build options...]');
  return 2;
}

if (require.main === module) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error: unknown) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}

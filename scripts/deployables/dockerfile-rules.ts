// What every deployable's Dockerfile must say, beyond hadolint's general rules: multi-stage, every
// Node stage on the one pinned Node (deploy/local/tool-versions.json's "node": the version `npm
// start`, `npm test` and CI run on) as its bookworm-slim image, production dependencies only, a
// numeric non-root user (so Kubernetes' runAsNonRoot can verify it), tini as PID 1, a HEALTHCHECK on
// /healthz, its ports exposed and the image name in its header comment.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Deployable, REPO_ROOT } from './catalogue';

/** The pinned Node's image: node:<exact version>-bookworm-slim (its apt pins are bookworm's). */
export const NODE_IMAGE = `node:${
  (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'deploy', 'local', 'tool-versions.json'), 'utf8')) as {
      node: { version: string };
    }
  ).node.version
}-bookworm-slim`;

interface Instruction {
  keyword: string;
  args: string;
}

interface Stage {
  image: string;
  name?: string;
  instructions: Instruction[];
}

/** Instructions with continuation lines joined; comments and the parser directive left out. */
function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && pending === '')) continue;
    pending += `${pending ? ' ' : ''}${line.replace(/\\$/, '').trim()}`;
    if (line.endsWith('\\')) continue;
    const match = /^(\S+)\s*(.*)$/.exec(pending);
    if (match) instructions.push({ keyword: (match[1] ?? '').toUpperCase(), args: match[2] ?? '' });
    pending = '';
  }
  return instructions;
}

function splitStages(instructions: readonly Instruction[]): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image = '', as, name] = instruction.args.split(/\s+/);
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  return stages;
}

export interface DockerfileExpectation {
  deployable: Deployable;
  /** its package.json name, e.g. @sonic-nexus/user-service */
  workspace: string;
}

const PINNED_IMAGE = /^[\w./-]+:[\w.-]*\d+\.\d+\.\d+[\w.-]*$/;

/** One line per broken rule; empty when the Dockerfile says all it must. */
export function checkDockerfile(text: string, { deployable, workspace }: DockerfileExpectation): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(`${deployable.dir}/Dockerfile: ${message}`);
  const stages = splitStages(parseDockerfile(text));
  const final = stages.at(-1);
  if (!final) return [`${deployable.dir}/Dockerfile: no FROM`];
  const names = new Set(stages.map((s) => s.name));
  const all = (keyword: string, stage?: Stage) =>
    (stage ? stage.instructions : stages.flatMap((s) => s.instructions))
      .filter((i) => i.keyword === keyword)
      .map((i) => i.args);
  const last = (keyword: string) => all(keyword, final).at(-1);

  if (!text.includes(`# sonic-nexus/${deployable.name}:`))
    fail(`the header comment must name sonic-nexus/${deployable.name}`);
  if (stages.length < 2) fail('must be multi-stage (build apart from the runtime image)');
  for (const stage of stages) {
    if (names.has(stage.image)) continue;
    if (!PINNED_IMAGE.test(stage.image)) fail(`base image ${stage.image} is not pinned to a version tag`);
    else if (stage !== final && /^node:/.test(stage.image) && stage.image !== NODE_IMAGE)
      fail(`the ${stage.name ?? 'unnamed'} stage must build on the pinned ${NODE_IMAGE}, not ${stage.image}`);
  }
  if (final.image !== NODE_IMAGE)
    fail(`the runtime stage must be the pinned ${NODE_IMAGE} (tool-versions.json), not ${final.image}`);

  const user = last('USER');
  const uid = user?.split(':')[0];
  if (!uid || !/^\d+$/.test(uid) || Number(uid) === 0)
    fail(`the runtime stage must end as a numeric non-root USER, not ${user ?? 'root'}`);
  if (!last('ENTRYPOINT')?.includes('tini'))
    fail('tini must be the ENTRYPOINT (PID 1 forwards signals, reaps children)');
  if (!last('HEALTHCHECK')?.includes('/healthz')) fail('the runtime stage needs a HEALTHCHECK on /healthz');
  const exposed = (last('EXPOSE') ?? '').split(/\s+/).filter(Boolean).map(Number);
  if (exposed.join(' ') !== deployable.ports.join(' '))
    fail(`must EXPOSE ${deployable.ports.join(' ')}, not ${exposed.join(' ') || 'nothing'}`);
  if (!all('ENV', final).some((env) => /\bHOST=0\.0\.0\.0\b/.test(env)))
    fail('must set HOST=0.0.0.0 (a pod is reached on its own address)');
  if (all('RUN', final).some((run) => /\bnpm\b|\bnpx\b/.test(run)))
    fail('the runtime stage must not run npm (its packages come built)');

  const cmd = last('CMD') ?? '';
  const runs = all('RUN').join('\n');
  const copies = all('COPY', final).join('\n');
  if (deployable.kind === 'node') {
    if (cmd !== '["node", "dist/main.js"]')
      fail(`CMD must be ["node", "dist/main.js"], not ${cmd || 'missing'}`);
    if (!runs.includes(`scripts/deployables/build.ts ${deployable.name}`))
      fail(`must build with scripts/deployables/build.ts ${deployable.name}`);
    if (!new RegExp(`npm install --omit=dev --workspace=${workspace}(\\s|$)`).test(runs)) {
      fail(`must install production dependencies only: npm install --omit=dev --workspace=${workspace}`);
    }
    if (!copies.includes(`/${deployable.dir}/dist ./dist`))
      fail(`must copy ${deployable.dir}/dist into the runtime image`);
  } else {
    if (cmd !== `["node", "server.js", "${deployable.name}"]`)
      fail(`CMD must be ["node", "server.js", "${deployable.name}"], not ${cmd || 'missing'}`);
    if (!runs.includes(`scripts/build-web.ts ${deployable.name}`))
      fail(`must build with scripts/build-web.ts ${deployable.name}`);
    if (!runs.includes('scripts/deployables/build.ts web-server'))
      fail('must bundle the static server (build.ts web-server)');
    if (!copies.includes(`/${deployable.name}/dist ./www/${deployable.name}`))
      fail(`must copy ${deployable.name}/dist into www/`);
    if (!all('ENV', final).some((env) => /\bWEB_DIST_ROOT=\/app\/www\b/.test(env)))
      fail('must set WEB_DIST_ROOT=/app/www');
  }
  return problems;
}

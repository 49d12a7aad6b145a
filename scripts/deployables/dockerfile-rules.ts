// What the image template of the nine deployables (deploy/images/Dockerfile) must say, beyond
// hadolint's general rules: multi-stage, every Node stage on the one pinned Node
// (deploy/local/tool-versions.json's "node": the version `npm start`, `npm test` and CI run on) as
// its bookworm-slim image, every install `npm ci` from the lockfile and production dependencies only
// in the image, a numeric non-root user (so Kubernetes' runAsNonRoot can verify it) that can write
// nowhere (a read-only root filesystem with /tmp works), tini as PID 1, a HEALTHCHECK on /healthz,
// the ports of the build args exposed, every build arg the catalogue gives declared, and each
// deployable's image named in its header comment.
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

export interface TemplateExpectation {
  /** the deployables the template builds (the catalogue) */
  deployables: readonly Deployable[];
  /** the build args the image command passes (imageBuildArgs): each must be an ARG */
  buildArgs: readonly string[];
  /** where the template lives, relative to the repository root (for the messages) */
  file: string;
}

const PINNED_IMAGE = /^[\w./-]+:[\w.-]*\d+\.\d+\.\d+[\w.-]*$/;

/** One line per broken rule; empty when the template says all it must. */
export function checkImageTemplate(text: string, expected: TemplateExpectation): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(`${expected.file}: ${message}`);
  const stages = splitStages(parseDockerfile(text));
  const final = stages.at(-1);
  if (!final) return [`${expected.file}: no FROM`];
  const names = new Set(stages.map((s) => s.name));
  const all = (keyword: string, stage?: Stage) =>
    (stage ? stage.instructions : stages.flatMap((s) => s.instructions))
      .filter((i) => i.keyword === keyword)
      .map((i) => i.args);
  const last = (keyword: string) => all(keyword, final).at(-1);

  for (const deployable of expected.deployables) {
    if (!text.includes(`# sonic-nexus/${deployable.name}:`))
      fail(`the header comment must say what sonic-nexus/${deployable.name} serves`);
  }
  const declared = new Set(all('ARG').map((arg) => arg.split('=')[0]?.trim()));
  for (const arg of expected.buildArgs) {
    if (!declared.has(arg)) fail(`must declare ARG ${arg} (a build arg of scripts/deployables/image.ts)`);
  }
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
  if (last('EXPOSE') !== '${PORTS}')
    fail(`must EXPOSE \${PORTS} (the build arg), not ${last('EXPOSE') ?? 'nothing'}`);
  const env = all('ENV', final).join(' ');
  if (!/\bHOST=0\.0\.0\.0\b/.test(env)) fail('must set HOST=0.0.0.0 (a pod is reached on its own address)');
  if (!/\bWEB_DIST_ROOT=\/app\/www\b/.test(env)) fail('must set WEB_DIST_ROOT=/app/www');
  if (/NODE_EXTRA_CA_CERTS|\/run\/secrets/.test(`${env}\n${all('COPY').join('\n')}`))
    fail('the CA secret belongs to the RUN that mounts it, never to ENV or a COPY');
  if (all('RUN', final).some((run) => /\bnpm\b|\bnpx\b/.test(run)))
    fail('the runtime stage must not run npm (its packages come built)');

  // A read-only root filesystem: the files of the image belong to root, the user writes nowhere.
  if (
    all('COPY', final).some((copy) => /--chown/.test(copy)) ||
    all('RUN', final).some((r) => /\bch(own|mod)\b/.test(r))
  )
    fail(
      'the runtime stage must leave its files to root (no --chown, chown, chmod): the user writes nowhere',
    );
  if (all('VOLUME', final).length > 0)
    fail('the runtime stage must declare no VOLUME (only /tmp is writable)');

  const runs = all('RUN').join('\n');
  if (/\bnpm (install|i)\b/.test(runs))
    fail('must install with npm ci (the lockfile decides every version), not npm install');
  else if (!/\bnpm ci\b(?![^\n]*--omit=dev)/.test(runs))
    fail('must install the workspace for the build with npm ci');
  if (!/\bnpm ci --omit=dev --workspace=/.test(runs))
    fail('must install production dependencies only: npm ci --omit=dev --workspace=<the service>');
  if (!runs.includes('scripts/deployables/build.ts "$APP"'))
    fail('must build a service with scripts/deployables/build.ts "$APP"');
  if (!runs.includes('scripts/build-web.ts "$APP"'))
    fail('must build a front end with scripts/build-web.ts "$APP"');
  if (!runs.includes('scripts/deployables/build.ts web-server'))
    fail('must bundle the static server (build.ts web-server)');
  const copies = all('COPY', final).join('\n');
  if (!/--from=build \/out \.\//.test(copies)) fail('must copy the build (/out) into the runtime image');
  const cmd = last('CMD') ?? '';
  if (cmd !== '["node", "dist/main.js"]')
    fail(`CMD must be ["node", "dist/main.js"], not ${cmd || 'missing'}`);
  return problems;
}

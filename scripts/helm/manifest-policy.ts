// The hardening every pod of the chart must have, checked on the rendered manifests: each container
// runs as a non-root user on a read-only root filesystem, cannot escalate, drops every capability,
// uses the runtime's seccomp profile, has CPU and memory requests and limits, and (init containers
// and `helm test` pods apart: they run to completion, nothing routes to them) readiness and
// liveness probes; no pod shares the host's namespaces or mounts an API token.
import { z } from 'zod';
import type { Manifest } from './chart-tools';

const securityContext = z
  .object({
    runAsNonRoot: z.boolean(),
    runAsUser: z.number(),
    readOnlyRootFilesystem: z.boolean(),
    allowPrivilegeEscalation: z.boolean(),
    privileged: z.boolean(),
    capabilities: z.object({ drop: z.array(z.string()).optional() }),
    seccompProfile: z.object({ type: z.string() }),
  })
  .partial();

const quantities = z.object({ cpu: z.union([z.string(), z.number()]), memory: z.string() }).partial();

const container = z.object({
  name: z.string(),
  securityContext: securityContext.optional(),
  resources: z.object({ requests: quantities.optional(), limits: quantities.optional() }).optional(),
  readinessProbe: z.record(z.string(), z.unknown()).optional(),
  livenessProbe: z.record(z.string(), z.unknown()).optional(),
});

const podSpec = z.object({
  securityContext: securityContext.optional(),
  automountServiceAccountToken: z.boolean().optional(),
  hostNetwork: z.boolean().optional(),
  hostPID: z.boolean().optional(),
  hostIPC: z.boolean().optional(),
  containers: z.array(container).min(1),
  initContainers: z.array(container).optional(),
});
type PodSpec = z.infer<typeof podSpec>;
type Container = z.infer<typeof container>;

/** Where each workload kind keeps its pod spec. */
const podSpecPath: Record<string, string[]> = {
  Pod: ['spec'],
  Deployment: ['spec', 'template', 'spec'],
  StatefulSet: ['spec', 'template', 'spec'],
  DaemonSet: ['spec', 'template', 'spec'],
  ReplicaSet: ['spec', 'template', 'spec'],
  Job: ['spec', 'template', 'spec'],
  CronJob: ['spec', 'jobTemplate', 'spec', 'template', 'spec'],
};

function dig(value: unknown, keys: string[]): unknown {
  return keys.reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );
}

function containerViolations(pod: PodSpec, c: Container, probeless: boolean): string[] {
  const own = c.securityContext ?? {};
  const inherited = pod.securityContext ?? {};
  const problems: string[] = [];
  const runAsUser = own.runAsUser ?? inherited.runAsUser;
  if ((own.runAsNonRoot ?? inherited.runAsNonRoot) !== true) problems.push('runAsNonRoot is not true');
  if (runAsUser === undefined || runAsUser === 0) problems.push('runAsUser is not a non-root uid');
  if (own.readOnlyRootFilesystem !== true) problems.push('readOnlyRootFilesystem is not true');
  if (own.allowPrivilegeEscalation !== false) problems.push('allowPrivilegeEscalation is not false');
  if (own.privileged === true) problems.push('is privileged');
  if (!own.capabilities?.drop?.includes('ALL')) problems.push('does not drop ALL capabilities');
  const seccomp = (own.seccompProfile ?? inherited.seccompProfile)?.type;
  if (seccomp !== 'RuntimeDefault' && seccomp !== 'Localhost')
    problems.push('has no RuntimeDefault seccomp profile');
  for (const kind of ['requests', 'limits'] as const) {
    for (const resource of ['cpu', 'memory'] as const) {
      if (c.resources?.[kind]?.[resource] === undefined)
        problems.push(`has no ${resource} ${kind.slice(0, -1)}`);
    }
  }
  if (!probeless && !c.readinessProbe) problems.push('has no readinessProbe');
  if (!probeless && !c.livenessProbe) problems.push('has no livenessProbe');
  return problems.map((p) => `container ${c.name} ${p}`);
}

/** One line per broken rule, "<Kind>/<name>: ...", over every workload among the manifests. */
export function policyViolations(manifests: readonly Manifest[]): string[] {
  const violations: string[] = [];
  for (const m of manifests) {
    const at = podSpecPath[m.kind];
    if (!at) continue;
    const where = `${m.kind}/${m.metadata.name}`;
    const runsToCompletion = m.metadata.annotations?.['helm.sh/hook']?.split(',').includes('test') === true;
    const parsed = podSpec.safeParse(dig(m, at));
    if (!parsed.success) {
      violations.push(
        `${where}: malformed pod spec (${parsed.error.issues.map((i) => i.path.join('.')).join(', ')})`,
      );
      continue;
    }
    const pod = parsed.data;
    const problems = [
      ...(pod.hostNetwork || pod.hostPID || pod.hostIPC ? ['shares a host namespace'] : []),
      ...(pod.automountServiceAccountToken !== false ? ['mounts a service account token'] : []),
      ...pod.containers.flatMap((c) => containerViolations(pod, c, runsToCompletion)),
      ...(pod.initContainers ?? []).flatMap((c) => containerViolations(pod, c, true)),
    ];
    violations.push(...problems.map((p) => `${where}: ${p}`));
  }
  return violations;
}

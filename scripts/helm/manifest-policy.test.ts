// The hardening policy on small hand-made pods: a hardened one passes, and each weakening is
// named (the chart's own renders are checked in chart.test.ts).
import type { Manifest } from './chart-tools';
import { policyViolations } from './manifest-policy';

const hardenedContainer = () => ({
  name: 'app',
  image: 'sonic-nexus/app:1.0.0',
  securityContext: {
    runAsNonRoot: true,
    runAsUser: 1000,
    readOnlyRootFilesystem: true,
    allowPrivilegeEscalation: false,
    capabilities: { drop: ['ALL'] },
    seccompProfile: { type: 'RuntimeDefault' },
  },
  resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: { cpu: '1', memory: '256Mi' } },
  readinessProbe: { httpGet: { path: '/readyz', port: 8080 } },
  livenessProbe: { httpGet: { path: '/healthz', port: 8080 } },
});

const deployment = (pod: Record<string, unknown>): Manifest => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'app' },
  spec: { template: { spec: { automountServiceAccountToken: false, ...pod } } },
});

describe('the hardening policy', () => {
  it('passes a hardened pod and ignores objects that hold none', () => {
    const config: Manifest = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } };
    expect(policyViolations([deployment({ containers: [hardenedContainer()] }), config])).toEqual([]);
  });

  it('takes runAsNonRoot, runAsUser and seccomp from the pod when the container leaves them out', () => {
    const c = hardenedContainer();
    const { runAsNonRoot: _n, runAsUser: _u, seccompProfile: _s, ...rest } = c.securityContext;
    const pod = {
      securityContext: { runAsNonRoot: true, runAsUser: 1000, seccompProfile: { type: 'RuntimeDefault' } },
      containers: [{ ...c, securityContext: rest }],
    };
    expect(policyViolations([deployment(pod)])).toEqual([]);
  });

  it('names every weakened rule of a container', () => {
    const c = hardenedContainer();
    const weak = {
      ...c,
      securityContext: {
        ...c.securityContext,
        runAsNonRoot: false,
        runAsUser: 0,
        readOnlyRootFilesystem: false,
        allowPrivilegeEscalation: true,
        privileged: true,
        capabilities: { drop: ['NET_RAW'] },
        seccompProfile: { type: 'Unconfined' },
      },
      resources: { requests: { cpu: '100m' } },
      readinessProbe: undefined,
      livenessProbe: undefined,
    };
    expect(policyViolations([deployment({ containers: [weak] })])).toEqual(
      [
        'runAsNonRoot is not true',
        'runAsUser is not a non-root uid',
        'readOnlyRootFilesystem is not true',
        'allowPrivilegeEscalation is not false',
        'is privileged',
        'does not drop ALL capabilities',
        'has no RuntimeDefault seccomp profile',
        'has no memory request',
        'has no cpu limit',
        'has no memory limit',
        'has no readinessProbe',
        'has no livenessProbe',
      ].map((rule) => `Deployment/app: container app ${rule}`),
    );
  });

  it('checks init containers too (probes apart) and the pod itself', () => {
    const init = { ...hardenedContainer(), name: 'init', securityContext: {} };
    const pod = {
      hostNetwork: true,
      automountServiceAccountToken: true,
      containers: [hardenedContainer()],
      initContainers: [{ ...init, readinessProbe: undefined, livenessProbe: undefined }],
    };
    const violations = policyViolations([deployment(pod)]);
    expect(violations).toContain('Deployment/app: shares a host namespace');
    expect(violations).toContain('Deployment/app: mounts a service account token');
    expect(violations).toContain('Deployment/app: container init readOnlyRootFilesystem is not true');
    expect(violations.filter((v) => v.includes('Probe'))).toEqual([]);
  });

  it('finds the pod of a CronJob and reports a pod spec it cannot read', () => {
    const cron: Manifest = {
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: { name: 'nightly' },
      spec: { jobTemplate: { spec: { template: { spec: { containers: [{ name: 'job' }] } } } } },
    };
    const broken = deployment({ containers: 'not a list' });
    const violations = policyViolations([cron, broken]);
    expect(violations).toContain('CronJob/nightly: container job readOnlyRootFilesystem is not true');
    expect(violations).toContain('CronJob/nightly: container job has no livenessProbe');
    expect(violations).toContain('Deployment/app: malformed pod spec (containers)');
  });

  it('asks no probes of a `helm test` pod (it runs to completion), and everything else still', () => {
    const probeless = { ...hardenedContainer(), readinessProbe: undefined, livenessProbe: undefined };
    const pod = (annotations?: Record<string, string>): Manifest => ({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'site', ...(annotations ? { annotations } : {}) },
      spec: { automountServiceAccountToken: false, containers: [probeless] },
    });
    expect(policyViolations([pod({ 'helm.sh/hook': 'test' })])).toEqual([]);
    expect(policyViolations([pod()])).toEqual([
      'Pod/site: container app has no readinessProbe',
      'Pod/site: container app has no livenessProbe',
    ]);
    const weak = pod({ 'helm.sh/hook': 'test' });
    (weak.spec as { containers: Array<Record<string, unknown>> }).containers[0] = {
      ...probeless,
      securityContext: { ...probeless.securityContext, readOnlyRootFilesystem: false },
    };
    expect(policyViolations([weak])).toEqual(['Pod/site: container app readOnlyRootFilesystem is not true']);
  });
});

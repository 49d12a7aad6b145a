// The Helm chart (deploy/helm/sonic-nexus) as an SRE meets it: `helm lint --strict`, `ct lint`
// (chart-testing, with deploy/helm/ct.yaml), `helm template` for the default values and the
// variants in its ci/ folder, every rendered manifest validated offline against the Kubernetes
// schemas (strict: an unknown field fails) for the oldest and newest supported versions, the
// hardening policy over every pod, and what each variant promises.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ctLint,
  ensureChartTools,
  helmLint,
  helmTemplate,
  KUBE_VERSIONS,
  keyOf,
  parseManifests,
  validateSchemas,
  type Manifest,
  type RenderOptions,
} from './chart-tools';
import { parse as parseYaml } from 'yaml';
import { policyViolations } from './manifest-policy';

// Meilisearch's master key is generated when unset (kept on upgrades by a lookup of the release's
// Secret, which an offline render cannot do): a fixed one keeps two renders comparable.
const FIXED_KEY = { 'meilisearch.masterKey': 'ci-fixed-master-key' };

const VARIANTS: Record<string, RenderOptions> = {
  default: { set: FIXED_KEY },
  'external stores': { valuesFiles: ['ci/external-stores-values.yaml'] },
  'remote tag bumped': { valuesFiles: ['ci/remote-tag-bump-values.yaml'], set: FIXED_KEY },
  'production-like': { valuesFiles: ['ci/production-values.yaml'] },
  "the README's example": { valuesFiles: ['../examples/values-example.yaml'] },
  'FerretDB on PostgreSQL, an HTTPRoute': { valuesFiles: ['ci/ferretdb-values.yaml'], set: FIXED_KEY },
  // what scripts/cluster/install.sh installs on the kind cluster (its per-run values as there)
  "this machine's kind cluster": {
    valuesFiles: ['../../cluster/values.yaml'],
    set: {
      'global.publicUrl': 'http://127.0.0.1:8088',
      'tests.siteUrl': 'http://172.18.0.2:80',
      'gateway.image.tag': '0123456789ab',
    },
  },
};

const APPS = [
  'gateway',
  'user',
  'playlist',
  'vote',
  'notification',
  'shell',
  'mfe-feed',
  'mfe-profile',
  'mfe-auth',
];
const SERVICES = ['user', 'playlist', 'vote', 'notification'];
const name = (component: string) => `sonic-nexus-${component}`;

let scratch: string;
const rendered: Record<string, Manifest[]> = {};
const renderedFiles: string[] = [];

async function render(options: RenderOptions): Promise<Manifest[]> {
  const result = await helmTemplate(options);
  if (result.code !== 0) throw new Error(`helm template failed: ${result.stderr}`);
  return parseManifests(result.stdout);
}

const find = (manifests: Manifest[], kind: string, objectName: string): Manifest => {
  const found = manifests.find((m) => m.kind === kind && m.metadata.name === objectName);
  if (!found) throw new Error(`no ${kind}/${objectName} among ${manifests.map(keyOf).join(', ')}`);
  return found;
};

interface ContainerView {
  image: string;
  env?: Array<{ name: string; valueFrom?: { secretKeyRef?: { key: string } } }>;
  readinessProbe?: Record<string, unknown>;
  livenessProbe?: Record<string, unknown>;
  startupProbe?: Record<string, unknown>;
  lifecycle?: { preStop?: { sleep?: { seconds: number } } };
}
interface WorkloadView {
  spec: {
    replicas?: number;
    template: { spec: { terminationGracePeriodSeconds: number; containers: ContainerView[] } };
  };
}
const workload = (m: Manifest) => m as unknown as Manifest & WorkloadView;
const mainContainer = (m: Manifest): ContainerView => {
  const c = workload(m).spec.template.spec.containers[0];
  if (!c) throw new Error(`${keyOf(m)} has no container`);
  return c;
};
const configData = (manifests: Manifest[], component: string) =>
  (find(manifests, 'ConfigMap', name(component)) as unknown as { data: Record<string, string> }).data;

beforeAll(async () => {
  ensureChartTools();
  scratch = mkdtempSync(path.join(os.tmpdir(), 'sonic-helm-'));
  await Promise.all(
    Object.entries(VARIANTS).map(async ([variant, options]) => {
      const result = await helmTemplate(options);
      if (result.code !== 0) throw new Error(`helm template (${variant}) failed: ${result.stderr}`);
      rendered[variant] = parseManifests(result.stdout);
      // The Gateway API's kinds are CRDs, which the offline schemas do not hold: their shape is
      // checked below ('the edge and the network').
      const file = path.join(scratch, `${variant.replace(/\W+/g, '-')}.yaml`);
      const core = rendered[variant].filter((m) => !m.apiVersion.startsWith('gateway.networking.k8s.io/'));
      writeFileSync(file, core.map((m) => JSON.stringify(m)).join('\n---\n'));
      renderedFiles.push(file);
    }),
  );
}, 900_000); // a first run without npm test's bootstrap builds helm here

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('helm lint --strict', () => {
  it.each(Object.entries(VARIANTS))('passes for the %s values', async (_variant, options) => {
    const result = await helmLint(options);
    expect(result.stderr + result.stdout).toContain('1 chart(s) linted, 0 chart(s) failed');
    expect(result.code).toBe(0);
  });
});

describe('ct lint', () => {
  it("passes with deploy/helm/ct.yaml: Chart.yaml's schema, yamllint, helm lint of each ci/ values", async () => {
    const result = await ctLint();
    expect(result.stdout + result.stderr).toContain('All charts linted successfully');
    expect(result.code).toBe(0);
  }, 60_000);
});

describe('the rendered manifests', () => {
  it.each(KUBE_VERSIONS)(
    'validate against the Kubernetes %s schemas (strict, offline)',
    async (version) => {
      const result = await validateSchemas(renderedFiles, version);
      // --quiet prints only warnings (e.g. a kind it has no schema for) and failures: none of either
      expect(result.stdout + result.stderr).toBe('');
      expect(result.code).toBe(0);
    },
    120_000,
  );

  it.each(Object.keys(VARIANTS))('of the %s values break no hardening rule', (variant) => {
    const manifests = rendered[variant] ?? [];
    const apps = manifests.filter(
      (m) =>
        m.kind === 'Deployment' && APPS.includes(m.metadata.labels?.['app.kubernetes.io/component'] ?? ''),
    );
    expect(apps).toHaveLength(APPS.length);
    expect(policyViolations(manifests)).toEqual([]);
  });

  it('give every deployable a Deployment and a Service, and only the stores StatefulSets', () => {
    const manifests = rendered.default ?? [];
    for (const app of APPS) {
      expect(find(manifests, 'Deployment', name(app))).toBeDefined();
      expect(find(manifests, 'Service', name(app))).toBeDefined();
      expect(mainContainer(find(manifests, 'Deployment', name(app))).image).toBe(`sonic-nexus/${app}:0.1.0`);
    }
    const statefulSets = manifests.filter((m) => m.kind === 'StatefulSet').map((m) => m.metadata.name);
    expect(statefulSets.sort()).toEqual([name('meilisearch'), name('mongodb'), name('nats')]);
  });
});

describe('probes and shutdown', () => {
  it('probe the services natively over gRPC, with a startup probe while their read models rebuild', () => {
    const manifests = rendered.default ?? [];
    for (const service of SERVICES) {
      const c = mainContainer(find(manifests, 'Deployment', name(service)));
      const port = Number(configData(manifests, service)[`${service.toUpperCase()}_GRPC_PORT`]);
      for (const probe of [c.readinessProbe, c.livenessProbe, c.startupProbe]) {
        expect(probe?.grpc).toEqual({ port });
      }
    }
    const allowance = (service: string) => {
      const probe = mainContainer(find(manifests, 'Deployment', name(service))).startupProbe ?? {};
      return Number(probe.periodSeconds) * Number(probe.failureThreshold);
    };
    expect(allowance('playlist')).toBeGreaterThanOrEqual(600);
    expect(allowance('notification')).toBeGreaterThanOrEqual(600);
  });

  it('probe the gateway and the front ends on /readyz and /healthz', () => {
    const manifests = rendered.default ?? [];
    const gateway = mainContainer(find(manifests, 'Deployment', name('gateway')));
    expect(gateway.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'admin' });
    expect(gateway.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'admin' });
    for (const web of ['shell', 'mfe-feed', 'mfe-profile', 'mfe-auth']) {
      const c = mainContainer(find(manifests, 'Deployment', name(web)));
      expect(c.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
      expect(c.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    }
  });

  it('pause before SIGTERM and give the 15 s drain room within the grace period', () => {
    for (const app of APPS) {
      const deployment = workload(find(rendered.default ?? [], 'Deployment', name(app)));
      const pause = mainContainer(deployment).lifecycle?.preStop?.sleep?.seconds ?? 0;
      expect(pause).toBeGreaterThan(0);
      expect(deployment.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(pause + 15);
    }
  });

  it('refuse a grace period that would cut the drain short', async () => {
    const result = await helmTemplate({
      valuesFiles: [path.join(__dirname, 'fixtures/short-grace-values.yaml')],
    });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('shutdown.terminationGracePeriodSeconds (15) must be above');
  });
});

describe('settings and secrets', () => {
  it('hand each process the addresses and settings its config.ts reads', () => {
    const manifests = rendered.default ?? [];
    const gateway = configData(manifests, 'gateway');
    expect(gateway.USER_SERVICE_ADDR).toBe('dns:///sonic-nexus-user.sonic.svc.cluster.local:50051');
    expect(gateway.NOTIFICATION_SERVICE_ADDR).toBe(
      'dns:///sonic-nexus-notification.sonic.svc.cluster.local:50054',
    );
    expect(gateway).toMatchObject({ GATEWAY_PORT: '3000', ADMIN_PORT: '9450', HOST: '0.0.0.0' });
    expect(configData(manifests, 'notification')).toMatchObject({
      USER_SERVICE_ADDR: 'dns:///sonic-nexus-user.sonic.svc.cluster.local:50051',
      SMTP_HOST: 'smtp.example.com',
      PUBLIC_URL: 'http://sonic-nexus.local',
    });
    expect(configData(manifests, 'shell')).toMatchObject({
      SHARE_API_URL: 'http://sonic-nexus-gateway:3000',
      MFE_FEED_SERVER_URL: 'http://sonic-nexus-mfe-feed:3101',
      SHELL_PORT: '3100',
    });
    expect(configData(manifests, 'mfe-feed')).toMatchObject({
      MFE_FEED_PORT: '3101',
      SHARE_API_URL: 'http://sonic-nexus-gateway:3000',
    });
    expect(configData(manifests, 'mfe-profile')).not.toHaveProperty('SHARE_API_URL');
    const secretKeys = (component: string) =>
      (mainContainer(find(manifests, 'Deployment', name(component))).env ?? []).map((e) => e.name);
    expect(secretKeys('playlist')).toEqual(['MONGO_URL', 'NATS_URL', 'MEILI_URL', 'MEILI_API_KEY']);
    expect(secretKeys('vote')).toEqual(['MONGO_URL', 'NATS_URL']);
    expect(secretKeys('shell')).toEqual([]);
  });

  it('with external stores: no StatefulSet, and the URLs of the values in the Secret', () => {
    const manifests = rendered['external stores'] ?? [];
    expect(manifests.filter((m) => m.kind === 'StatefulSet')).toEqual([]);
    const secret = find(manifests, 'Secret', 'sonic-nexus') as unknown as { data: Record<string, string> };
    const decoded = Object.fromEntries(
      Object.entries(secret.data).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]),
    );
    expect(decoded).toEqual({
      MONGO_URL: 'mongodb+srv://sonic:change-me@mongo.example.com/?retryWrites=true',
      NATS_URL: 'nats://nats.messaging.svc.cluster.local:4222',
      MEILI_URL: 'https://search.example.com',
      MEILI_API_KEY: 'ci-external-meili-key',
    });
  });

  it('refuse external stores without their URL', async () => {
    const result = await helmTemplate({ set: { 'mongodb.enabled': 'false' } });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('externalMongodb.url is required');
  });
});

describe('values.schema.json', () => {
  it('refuses a misspelt key and a tag YAML reads as a number', async () => {
    const misspelt = await helmTemplate({ set: { 'services.user.imge.tag': '1.0.1' } });
    expect(misspelt.code).not.toBe(0);
    expect(misspelt.stderr).toContain("at '/services/user': additional properties 'imge' not allowed");
    const float = path.join(scratch, 'float-tag.yaml');
    writeFileSync(float, 'gateway:\n  image:\n    tag: 1.10\n'); // 1.10 is the number 1.1 to YAML
    const numeric = await helmTemplate({ valuesFiles: [float] });
    expect(numeric.code).not.toBe(0);
    expect(numeric.stderr).toContain("at '/gateway/image/tag': got number, want integer or string");
  });
});

describe('one team ships its slice alone', () => {
  it("bumping one remote's tag changes exactly one object: that remote's Deployment", () => {
    const before = new Map((rendered.default ?? []).map((m) => [keyOf(m), JSON.stringify(m)]));
    const after = new Map((rendered['remote tag bumped'] ?? []).map((m) => [keyOf(m), JSON.stringify(m)]));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    const changed = [...after].filter(([key, text]) => before.get(key) !== text).map(([key]) => key);
    expect(changed).toEqual(['Deployment/sonic-nexus-mfe-feed']);
    const feed = find(rendered['remote tag bumped'] ?? [], 'Deployment', name('mfe-feed'));
    expect(mainContainer(feed).image).toBe('sonic-nexus/mfe-feed:0.1.1');
  });

  it('the same diff sees every other change: a service tag, a gateway setting', async () => {
    const bumped = await render({
      set: { ...FIXED_KEY, 'services.vote.image.tag': '2.0.0', 'gateway.env.LOG_LEVEL': 'debug' },
    });
    const before = new Map((rendered.default ?? []).map((m) => [keyOf(m), JSON.stringify(m)]));
    const changed = bumped.filter((m) => before.get(keyOf(m)) !== JSON.stringify(m)).map(keyOf);
    expect(changed.sort()).toEqual([
      'ConfigMap/sonic-nexus-gateway',
      'Deployment/sonic-nexus-gateway',
      'Deployment/sonic-nexus-vote',
    ]);
  });
});

describe('production-like values', () => {
  it('run several replicas of everything, autoscaled and with disruption budgets for the gateway and services', () => {
    const manifests = rendered['production-like'] ?? [];
    for (const app of ['gateway', ...SERVICES]) {
      const hpa = find(manifests, 'HorizontalPodAutoscaler', name(app)) as Manifest & {
        spec: { minReplicas: number; scaleTargetRef: { name: string } };
      };
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      expect(hpa.spec.minReplicas).toBeGreaterThan(1);
      expect(hpa.spec.scaleTargetRef.name).toBe(name(app));
      const pdb = find(manifests, 'PodDisruptionBudget', name(app)) as Manifest & {
        spec: { minAvailable: number };
      };
      expect(pdb.apiVersion).toBe('policy/v1');
      expect(pdb.spec.minAvailable).toBeGreaterThanOrEqual(1);
      // the HPA owns the replica count
      expect(workload(find(manifests, 'Deployment', name(app))).spec.replicas).toBeUndefined();
    }
    for (const web of ['shell', 'mfe-feed', 'mfe-profile', 'mfe-auth']) {
      expect(workload(find(manifests, 'Deployment', name(web))).spec.replicas).toBe(2);
    }
    expect(mainContainer(find(manifests, 'Deployment', name('user'))).image).toBe(
      'registry.example.com/sonic-nexus/user:0.1.0',
    );
    // secrets come from the Secret managed outside the chart
    expect(manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
  });
});

describe('the edge and the network', () => {
  interface IngressView {
    spec: {
      tls?: Array<{ secretName: string }>;
      rules: Array<{
        host: string;
        http: { paths: Array<{ path: string; backend: { service: { name: string } } }> };
      }>;
    };
  }
  const routes = (manifests: Manifest[]) =>
    manifests
      .filter((m) => m.kind === 'Ingress')
      .flatMap((m) => (m as unknown as IngressView).spec.rules)
      .flatMap((rule) => rule.http.paths.map((p) => `${rule.host}${p.path} -> ${p.backend.service.name}`))
      .sort();

  it("route DESIGN §1's paths on one host", () => {
    expect(routes(rendered.default ?? [])).toEqual([
      'sonic-nexus.local/ -> sonic-nexus-shell',
      'sonic-nexus.local/api/ -> sonic-nexus-gateway',
      'sonic-nexus.local/mfe/auth(/|$)(.*) -> sonic-nexus-mfe-auth',
      'sonic-nexus.local/mfe/feed(/|$)(.*) -> sonic-nexus-mfe-feed',
      'sonic-nexus.local/mfe/profile(/|$)(.*) -> sonic-nexus-mfe-profile',
    ]);
    const tls = (rendered['production-like'] ?? [])
      .filter((m) => m.kind === 'Ingress')
      .map((m) => (m as unknown as IngressView).spec.tls?.[0]?.secretName);
    expect(tls).toEqual(['sonic-nexus-tls', 'sonic-nexus-tls']);
  });

  interface PolicyView {
    spec: {
      ingress: Array<{
        from: Array<{ namespaceSelector?: unknown; podSelector?: { matchLabels?: Record<string, string> } }>;
        ports?: Array<{ port: number | string }>;
      }>;
      egress: Array<{
        to?: Array<{ podSelector?: { matchLabels?: Record<string, string> } }>;
        ports?: Array<{ port: number | string }>;
      }>;
    };
  }
  const policy = (component: string) =>
    find(rendered.default ?? [], 'NetworkPolicy', name(component)) as unknown as PolicyView;
  const admitted = (component: string) =>
    policy(component)
      .spec.ingress.flatMap((rule) => rule.from)
      .map(
        (peer) =>
          peer.podSelector?.matchLabels?.['app.kubernetes.io/component'] ??
          (peer.namespaceSelector ? 'ingress-controller' : '?'),
      )
      .sort();
  const reaches = (component: string) =>
    policy(component)
      .spec.egress.flatMap((rule) => rule.to ?? [])
      .map((peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/component'])
      .filter((c): c is string => c !== undefined)
      .sort();

  it('let only the Ingress controller reach the gateway and the front ends (and the shell the gateway and the feed, whose server draws its playlist page from the gateway)', () => {
    expect(admitted('gateway')).toEqual(['ingress-controller', 'mfe-feed', 'shell']);
    expect(admitted('mfe-feed')).toEqual(['ingress-controller', 'shell']);
    for (const web of ['shell', 'mfe-profile', 'mfe-auth'])
      expect(admitted(web)).toEqual(['ingress-controller']);
    expect(reaches('shell')).toEqual(['gateway', 'mfe-feed']);
    expect(
      policy('shell').spec.egress.find(
        (rule) => rule.to?.[0]?.podSelector?.matchLabels?.['app.kubernetes.io/component'] === 'mfe-feed',
      )?.ports,
    ).toEqual([{ port: 3101 }]);
    expect(reaches('mfe-profile')).toEqual([]);
  });

  it('let only the gateway reach the services, and the notification service the user service', () => {
    expect(admitted('user')).toEqual(['gateway', 'notification']);
    for (const service of ['playlist', 'vote', 'notification'])
      expect(admitted(service)).toEqual(['gateway']);
    expect(reaches('gateway')).toEqual([...SERVICES, 'mongodb', 'nats'].sort());
    expect(reaches('notification')).toEqual(['mongodb', 'nats', 'user']);
    expect(reaches('vote')).toEqual(['mongodb', 'nats']);
    expect(reaches('mfe-feed')).toEqual(['gateway']);
  });

  it('let only the processes that use a store reach it, and Meilisearch only the playlist service', () => {
    expect(admitted('mongodb')).toEqual(['gateway', ...SERVICES].sort());
    expect(admitted('meilisearch')).toEqual(['playlist']);
    expect(reaches('playlist')).toEqual(['meilisearch', 'mongodb', 'nats']);
  });

  it('let the NATS servers route to each other, on the cluster port alone, and its users its client port', () => {
    const rules = policy('nats').spec.ingress;
    const from = (port: number) =>
      rules
        .filter((rule) => JSON.stringify(rule.ports) === JSON.stringify([{ port }]))
        .flatMap((rule) => rule.from)
        .map((peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/component'])
        .sort();
    expect(from(4222)).toEqual(['gateway', ...SERVICES].sort());
    expect(from(6222)).toEqual(['nats']);
    expect(rules).toHaveLength(2);
    expect(reaches('nats')).toEqual(['nats']);
  });
});

describe('the MongoDB-compatible store as FerretDB over PostgreSQL (mongodb.engine ferretdb)', () => {
  const manifests = () => rendered['FerretDB on PostgreSQL, an HTTPRoute'] ?? [];
  interface Rule {
    from?: Array<{ podSelector?: { matchLabels?: Record<string, string> } }>;
    to?: Array<{ podSelector?: { matchLabels?: Record<string, string> }; namespaceSelector?: unknown }>;
    ports?: Array<{ port: number | string }>;
  }
  const policy = (component: string) =>
    find(manifests(), 'NetworkPolicy', name(component)) as unknown as {
      spec: { ingress: Rule[]; egress: Rule[] };
    };
  const components = (peers: Rule['from']) =>
    (peers ?? []).map((p) => p.podSelector?.matchLabels?.['app.kubernetes.io/component'] ?? 'dns').sort();

  it('runs FerretDB (a Deployment) on PostgreSQL (a StatefulSet with its volume), no mongod', () => {
    const statefulSets = manifests()
      .filter((m) => m.kind === 'StatefulSet')
      .map((m) => m.metadata.name);
    expect(statefulSets.sort()).toEqual([name('meilisearch'), name('nats'), name('postgres')]);
    expect(mainContainer(find(manifests(), 'Deployment', name('ferretdb'))).image).toBe(
      'ghcr.io/ferretdb/ferretdb:1.24.0',
    );
    const ferretdb = mainContainer(find(manifests(), 'Deployment', name('ferretdb')));
    expect(
      ferretdb.env?.find((e) => e.name === 'FERRETDB_POSTGRESQL_URL')?.valueFrom?.secretKeyRef?.key,
    ).toBe('FERRETDB_POSTGRESQL_URL');
    expect(ferretdb.env?.map((e) => e.name)).toContain('FERRETDB_TELEMETRY');
  });

  it('points MONGO_URL at FerretDB and FerretDB at PostgreSQL, with the password in the Secret', () => {
    const secret = find(manifests(), 'Secret', 'sonic-nexus') as unknown as { data: Record<string, string> };
    const decoded = Object.fromEntries(
      Object.entries(secret.data).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]),
    );
    expect(decoded).toMatchObject({
      MONGO_URL: 'mongodb://sonic-nexus-ferretdb:27017/',
      POSTGRES_PASSWORD: 'ci-fixed-postgres-password',
      FERRETDB_POSTGRESQL_URL:
        'postgres://ferretdb:ci-fixed-postgres-password@sonic-nexus-postgres:5432/ferretdb',
    });
  });

  it('lets the processes that use MongoDB reach FerretDB, FerretDB alone reach PostgreSQL', () => {
    expect(components(policy('ferretdb').spec.ingress.flatMap((r) => r.from ?? []))).toEqual(
      ['gateway', ...SERVICES].sort(),
    );
    expect(components(policy('ferretdb').spec.egress.flatMap((r) => r.to ?? []))).toEqual([
      'dns',
      'postgres',
    ]);
    expect(components(policy('postgres').spec.ingress.flatMap((r) => r.from ?? []))).toEqual(['ferretdb']);
    expect(policy('postgres').spec.egress).toEqual([]);
    const gatewayReaches = components(policy('gateway').spec.egress.flatMap((r) => r.to ?? []));
    expect(gatewayReaches).toContain('ferretdb');
    expect(gatewayReaches).not.toContain('mongodb');
  });
});

describe('the Gateway API route and this machine’s kind cluster', () => {
  interface RouteView {
    spec: {
      parentRefs: unknown[];
      hostnames?: string[];
      rules: Array<{
        matches: Array<{ path: { type: string; value: string } }>;
        filters?: Array<{ type: string; urlRewrite?: { path: Record<string, string> } }>;
        backendRefs: Array<{ name: string; port: number }>;
      }>;
    };
  }
  const route = (variant: string) =>
    find(rendered[variant] ?? [], 'HTTPRoute', 'sonic-nexus') as unknown as RouteView;
  const paths = (view: RouteView) =>
    view.spec.rules.map((rule) => {
      const rewrite = rule.filters?.find((f) => f.type === 'URLRewrite')?.urlRewrite?.path;
      const to = rule.backendRefs.map((b) => `${b.name}:${b.port}`).join(',');
      return `${rule.matches[0]?.path.value ?? '?'} -> ${to}${rewrite ? ` (${rewrite.type} ${rewrite.replacePrefixMatch})` : ''}`;
    });

  it("routes DESIGN §1's paths, each remote's prefix stripped by the standard URLRewrite filter", () => {
    const view = route('FerretDB on PostgreSQL, an HTTPRoute');
    expect(view.spec.parentRefs).toEqual([{ name: 'web', namespace: 'traefik' }]);
    expect(view.spec.hostnames).toEqual(['sonic-nexus.local']);
    expect(paths(view)).toEqual([
      '/api/ -> sonic-nexus-gateway:3000',
      '/mfe/auth/ -> sonic-nexus-mfe-auth:3103 (ReplacePrefixMatch /)',
      '/mfe/feed/ -> sonic-nexus-mfe-feed:3101 (ReplacePrefixMatch /)',
      '/mfe/profile/ -> sonic-nexus-mfe-profile:3102 (ReplacePrefixMatch /)',
      '/ -> sonic-nexus-shell:3100',
    ]);
    expect((rendered.default ?? []).filter((m) => m.kind === 'HTTPRoute')).toEqual([]);
  });

  it('on kind: the route on every host and no Ingress, Traefik admitted, local images never pulled', () => {
    const manifests = rendered["this machine's kind cluster"] ?? [];
    expect(route("this machine's kind cluster").spec.hostnames).toBeUndefined();
    expect(manifests.filter((m) => m.kind === 'Ingress')).toEqual([]);
    const gateway = find(manifests, 'NetworkPolicy', name('gateway')) as unknown as {
      spec: {
        ingress: Array<{ from: Array<{ namespaceSelector?: { matchLabels?: Record<string, string> } }> }>;
      };
    };
    expect(gateway.spec.ingress[0]?.from[0]?.namespaceSelector?.matchLabels).toEqual({
      'kubernetes.io/metadata.name': 'traefik',
    });
    const images = manifests
      .filter((m) => ['Deployment', 'StatefulSet', 'Pod'].includes(m.kind))
      .map((m) => {
        const spec = (m.kind === 'Pod' ? m.spec : workload(m).spec.template.spec) as {
          containers: Array<{ image: string; imagePullPolicy: string }>;
        };
        return spec.containers.map((c) => `${c.image} ${c.imagePullPolicy}`);
      })
      .flat()
      .sort();
    expect(images).toEqual(
      [
        'sonic-nexus-store/ferretdb:1.24.0 Never',
        'sonic-nexus-store/nats:2.15.3 Never',
        'sonic-nexus-store/postgres:15 Never',
        'sonic-nexus/gateway:0123456789ab Never',
        'sonic-nexus/gateway:0123456789ab Never', // the helm test pod
        ...['user', 'playlist', 'vote', 'notification', 'shell', 'mfe-feed', 'mfe-profile', 'mfe-auth'].map(
          (app) => `sonic-nexus/${app}:0.1.0 Never`,
        ),
      ].sort(),
    );
    expect(configData(manifests, 'gateway')).toMatchObject({ SMTP_HOST: 'mailpit', SMTP_PORT: '1025' });
  });

  it('has a helm test that asks the site through its route', () => {
    const pod = find(rendered["this machine's kind cluster"] ?? [], 'Pod', name('test')) as unknown as {
      metadata: { annotations: Record<string, string> };
      spec: { containers: Array<{ env: Array<{ name: string; value: string }> }> };
    };
    expect(pod.metadata.annotations['helm.sh/hook']).toBe('test');
    const env = Object.fromEntries((pod.spec.containers[0]?.env ?? []).map((e) => [e.name, e.value]));
    expect(env.SITE_URL).toBe('http://172.18.0.2:80');
    expect(env.PATHS?.split(' ')).toEqual([
      '/api/health',
      '/',
      '/runtime-config.json',
      '/mfe/auth/mf-manifest.json',
      '/mfe/feed/mf-manifest.json',
      '/mfe/profile/mf-manifest.json',
    ]);
  });
});

describe('the checks themselves fail on a bad manifest', () => {
  it('schema validation rejects a wrong type and an unknown field', async () => {
    const manifests = structuredClone(rendered.default ?? []);
    const gateway = workload(find(manifests, 'Deployment', name('gateway')));
    (gateway.spec as Record<string, unknown>).replicas = 'two';
    (mainContainer(gateway) as unknown as Record<string, unknown>).imagePullPolcy = 'Always';
    const file = path.join(scratch, 'broken.yaml');
    writeFileSync(file, manifests.map((m) => JSON.stringify(m)).join('\n---\n'));
    const result = await validateSchemas([file], KUBE_VERSIONS[0]);
    expect(result.code).not.toBe(0);
    expect(result.stdout + result.stderr).toContain('deployment/sonic-nexus-gateway');
    expect(result.stdout + result.stderr).toMatch(/replicas|imagePullPolcy/);
  }, 60_000);

  it('the hardening policy catches values that weaken a pod', async () => {
    const weakened = await render({
      set: {
        'gateway.securityContext.readOnlyRootFilesystem': 'false',
        'gateway.securityContext.runAsUser': '0',
      },
    });
    expect(policyViolations(weakened)).toEqual([
      'Deployment/sonic-nexus-gateway: container gateway runAsUser is not a non-root uid',
      'Deployment/sonic-nexus-gateway: container gateway readOnlyRootFilesystem is not true',
    ]);
  });
});

describe("the Prometheus Operator's objects (monitoring.*)", () => {
  interface AlertRule {
    alert: string;
    expr: string;
    annotations: Record<string, string>;
  }
  const ALERTS = path.join(__dirname, '..', '..', 'deploy', 'helm', 'sonic-nexus', 'files', 'alerts.yaml');
  const RUNBOOKS = path.join(__dirname, '..', '..', 'deploy', 'observability', 'runbooks');
  let manifests: Manifest[];
  beforeAll(async () => {
    manifests = await render({
      set: {
        ...FIXED_KEY,
        'monitoring.serviceMonitor.enabled': 'true',
        'monitoring.prometheusRule.enabled': 'true',
        'monitoring.prometheusRule.runbookBaseUrl': 'https://git.example/runbooks/',
      },
    });
  });

  it('renders neither by default', () => {
    const kinds = (rendered.default ?? []).map((m) => m.kind);
    expect(kinds).not.toContain('ServiceMonitor');
    expect(kinds).not.toContain('PrometheusRule');
  });

  it('scrapes the admin port of the gateway and every service, and of no front end', () => {
    const monitor = find(manifests, 'ServiceMonitor', 'sonic-nexus') as unknown as {
      spec: {
        selector: { matchExpressions: Array<{ key: string; values: string[] }> };
        endpoints: Array<{ port: string; path: string }>;
      };
    };
    expect(monitor.spec.selector.matchExpressions[0]?.values.sort()).toEqual(['gateway', ...SERVICES].sort());
    expect(monitor.spec.endpoints).toEqual([expect.objectContaining({ port: 'admin', path: '/metrics' })]);
    for (const component of ['gateway', ...SERVICES]) {
      const service = find(manifests, 'Service', name(component)) as unknown as {
        spec: { ports: Array<{ name: string }> };
      };
      expect(service.spec.ports.map((p) => p.name)).toContain('admin');
    }
  });

  it('holds every alert of files/alerts.yaml as written, each linking a runbook that exists', () => {
    const source = (
      parseYaml(readFileSync(ALERTS, 'utf8')) as { groups: Array<{ rules: AlertRule[] }> }
    ).groups.flatMap((g) => g.rules);
    const rule = find(manifests, 'PrometheusRule', 'sonic-nexus') as unknown as {
      spec: { groups: Array<{ rules: AlertRule[] }> };
    };
    const rendered = rule.spec.groups.flatMap((g) => g.rules);
    expect(rendered.map((r) => r.alert)).toEqual(source.map((r) => r.alert));
    for (const [i, r] of rendered.entries()) {
      const from = source[i] as AlertRule;
      expect(r.expr).toBe(from.expr);
      // Prometheus's own templates stay as written: the file is read, not rendered by Helm
      expect(r.annotations.summary).toBe(from.annotations.summary);
      expect(r.annotations.runbook_url).toBe(`https://git.example/runbooks/${r.alert}.md`);
      expect(existsSync(path.join(RUNBOOKS, `${r.alert}.md`))).toBe(true);
    }
    expect(rendered.some((r) => r.annotations.summary?.includes('{{ $labels.'))).toBe(true);
  });
});

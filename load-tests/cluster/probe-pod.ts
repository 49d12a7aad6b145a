// A pod that asks one address inside the cluster and says whether it got through: the smoke test's
// echo image in its client mode (`/echo get URL`, deploy/cluster/components/echo). A NetworkPolicy
// refusal is a refused or timed-out connection; any answer, or a protocol error from a server that
// took the connection (a gRPC or PostgreSQL port asked in HTTP/1.1), means the packet got there.
import { kubectl, NAMESPACE, sleep } from './kube';

export type Reach = 'reached' | 'blocked';

export async function probe(opts: { name: string; labels: Record<string, string>; url: string }): Promise<{
  reach: Reach;
  output: string;
}> {
  await kubectl(['-n', NAMESPACE, 'delete', 'pod', opts.name, '--ignore-not-found', '--wait=true']);
  const pod = {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: opts.name, namespace: NAMESPACE, labels: opts.labels },
    spec: {
      restartPolicy: 'Never',
      automountServiceAccountToken: false,
      containers: [
        {
          name: 'probe',
          image: 'sonic-nexus-cluster/echo:smoke',
          imagePullPolicy: 'Never',
          // asked for 8 s (a new pod's address reaches the policy's sets a moment after it starts)
          command: ['/echo', 'get', opts.url, '8'],
          securityContext: {
            runAsNonRoot: true,
            runAsUser: 65534,
            allowPrivilegeEscalation: false,
            capabilities: { drop: ['ALL'] },
            seccompProfile: { type: 'RuntimeDefault' },
          },
        },
      ],
    },
  };
  await kubectl(['apply', '-f', '-'], { input: JSON.stringify(pod) });
  let phase = '';
  for (let i = 0; i < 60 && phase !== 'Succeeded' && phase !== 'Failed'; i += 1) {
    await sleep(1000);
    phase = (
      await kubectl(['-n', NAMESPACE, 'get', 'pod', opts.name, '-o', 'jsonpath={.status.phase}'])
    ).trim();
  }
  const output = (await kubectl(['-n', NAMESPACE, 'logs', opts.name]).catch(() => '')).trim();
  await kubectl(['-n', NAMESPACE, 'delete', 'pod', opts.name, '--wait=false']).catch(() => undefined);
  const blocked =
    phase !== 'Succeeded' && /connection refused|timeout|deadline exceeded|no route to host/i.test(output);
  return { reach: blocked ? 'blocked' : 'reached', output: output.split('\n').pop() ?? '' };
}

// The one-machine port map (DESIGN §5). Every port can be overridden by its environment variable.
const PORT_DEFAULTS = {
  EDGE_PORT: 8080,
  GATEWAY_PORT: 3000,
  SHELL_PORT: 3100,
  MFE_FEED_PORT: 3101,
  MFE_PROFILE_PORT: 3102,
  MFE_AUTH_PORT: 3103,
  USER_GRPC_PORT: 50051,
  PLAYLIST_GRPC_PORT: 50052,
  VOTE_GRPC_PORT: 50053,
  NOTIFICATION_GRPC_PORT: 50054,
  GATEWAY_ADMIN_PORT: 9450,
  USER_ADMIN_PORT: 9451,
  PLAYLIST_ADMIN_PORT: 9452,
  VOTE_ADMIN_PORT: 9453,
  NOTIFICATION_ADMIN_PORT: 9454,
  MONGO_PORT: 27017,
  // FerretDB's PostgreSQL; not 5432, which a system PostgreSQL may hold.
  POSTGRES_PORT: 5433,
  NATS_PORT: 4222,
  NATS_MONITOR_PORT: 8222,
  SMTP_PORT: 1025,
  MAILPIT_HTTP_PORT: 8025,
} as const;

type PortName = keyof typeof PORT_DEFAULTS;
export type PlatformPorts = Record<PortName, number>;

export function resolvePorts(env: NodeJS.ProcessEnv = process.env): PlatformPorts {
  const ports = {} as PlatformPorts;
  for (const [name, fallback] of Object.entries(PORT_DEFAULTS) as Array<[PortName, number]>) {
    const raw = env[name];
    const value = raw === undefined || raw === '' ? fallback : Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      throw new Error(`${name} must be a port number between 1 and 65535, got "${raw}"`);
    }
    ports[name] = value;
  }
  return ports;
}

/**
 * Every port of the map from `pick` (tests and the bench pass the test kit's freePort), as the
 * environment variables resolvePorts reads; distinct even if `pick` repeats itself.
 */
export async function choosePorts(pick: () => Promise<number>): Promise<Record<PortName, string>> {
  const chosen = new Set<number>();
  const names = Object.keys(PORT_DEFAULTS) as PortName[];
  while (chosen.size < names.length) chosen.add(await pick());
  const ports = [...chosen];
  return Object.fromEntries(names.map((name, i) => [name, String(ports[i])])) as Record<PortName, string>;
}

/** The one origin a browser uses (the edge), and so the gateway's PUBLIC_URL (CSRF check, mailed links). */
export function edgeOrigin(ports: Pick<PlatformPorts, 'EDGE_PORT'>): string {
  return `http://localhost:${ports.EDGE_PORT}`;
}

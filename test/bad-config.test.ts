// A bad configuration stops a service at boot with a clear message (DESIGN: config is a zod
// schema checked at boot), before it binds a port or touches a store.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

describe.each([
  ['user', 'user-service', 'USER_GRPC_PORT'],
  ['playlist', 'playlist-service', 'PLAYLIST_GRPC_PORT'],
  ['vote', 'vote-service', 'VOTE_GRPC_PORT'],
  ['notification', 'notification-service', 'NOTIFICATION_GRPC_PORT'],
  ['gateway', 'gateway', 'GATEWAY_PORT'],
])('%s main.ts with a bad %s', (dir, name, portVar) => {
  it('exits 1 naming the bad variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', `services/${dir}/src/main.ts`], {
      cwd: ROOT,
      env: { ...process.env, [portVar]: 'not-a-port', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`[${name}] invalid configuration`);
    expect(run.stderr).toContain(portVar);
  });
});

import { startAdminServer } from '../src/admin-http';
import { testLogger } from './test-logger';

describe('admin server', () => {
  it('serves /healthz, /readyz (503 while a check fails) and /metrics', async () => {
    let dbUp = true;
    const admin = await startAdminServer({
      host: '127.0.0.1',
      port: 0,
      logger: testLogger,
      checks: { mongo: async () => dbUp, nats: async () => true },
    });
    const base = `http://127.0.0.1:${admin.port}`;

    const healthz = await fetch(`${base}/healthz`);
    expect(healthz.status).toBe(200);

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { mongo: true, nats: true } });

    dbUp = false;
    const notReady = await fetch(`${base}/readyz`);
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: 'not ready', checks: { mongo: false, nats: true } });

    const metrics = await fetch(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('process_cpu');

    expect((await fetch(`${base}/nope`)).status).toBe(404);
    await admin.close();
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('treats a throwing check as not ready', async () => {
    const admin = await startAdminServer({
      host: '127.0.0.1',
      port: 0,
      logger: testLogger,
      checks: { broken: () => Promise.reject(new Error('down')) },
    });
    const res = await fetch(`http://127.0.0.1:${admin.port}/readyz`);
    expect(res.status).toBe(503);
    await admin.close();
  });
});

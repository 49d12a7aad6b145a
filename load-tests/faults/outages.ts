// Faults a test injects into a running site: one service paused (SIGSTOP: its sockets stay open,
// calls wait in them) or killed (SIGKILL) and started again on the same ports, as a crashed pod's
// replacement comes back at the same address.
import { spawnService, waitFor, type SpawnedService } from '@sonic-nexus/test-kit';
import type { Outage } from './figures';
import type { AnyService, FullStack } from './site';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function pauseFor(stack: FullStack, service: AnyService, downMs: number): Promise<Outage> {
  const downAt = Date.now();
  stack.services[service].pause();
  try {
    await sleep(downMs);
  } finally {
    stack.services[service].resume();
  }
  return { service, how: 'pause', downAt, upAt: Date.now() };
}

/**
 * Kills the service, waits `downMs`, and starts a new process of it on its ports against its
 * database; the caller stops the new process (the stack's stop knows only the first).
 */
export async function killFor(
  stack: FullStack,
  service: AnyService,
  downMs: number,
): Promise<{ outage: Outage; restarted: SpawnedService }> {
  const old = stack.services[service];
  const downAt = Date.now();
  await old.kill();
  await sleep(downMs);
  const upAt = Date.now();
  const env = service === 'notification' ? { USER_SERVICE_ADDR: stack.services.user.address } : {};
  const restarted = await spawnService(service, stack.runId, env, old);
  return { outage: { service, how: 'kill', downAt, upAt }, restarted };
}

/**
 * The epoch ms at which every service of the stack said it was ready again (its admin /readyz:
 * store and NATS connections), polled; null if one still was not after `timeoutMs`.
 */
export async function allReadyAt(stack: FullStack, timeoutMs = 30_000): Promise<number | null> {
  const ready = async (port: number) =>
    (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200;
  const ports = Object.values(stack.services).map((s) => s.adminPort);
  try {
    await waitFor(async () => (await Promise.all(ports.map(ready))).every(Boolean), {
      timeoutMs,
      intervalMs: 100,
      what: 'every service ready',
    });
    return Date.now();
  } catch {
    return null;
  }
}

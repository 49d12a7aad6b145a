// Lets a journey stop and restart one front-end server of the platform started by global-setup.ts.
async function control(action: 'stop' | 'start', name: string): Promise<void> {
  const base = process.env.E2E_CONTROL_URL;
  if (!base) throw new Error('E2E_CONTROL_URL is not set: journeys run through e2e/playwright.config.ts');
  const res = await fetch(`${base}/${action}-web/${name}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`${action} ${name} failed: ${res.status} ${await res.text()}`);
}

export const stopWeb = (name: string) => control('stop', name);
export const startWeb = (name: string) => control('start', name);

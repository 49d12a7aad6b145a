// Starts baseline-server.ts with the bytes the edge answered for every measured URL.
import { fork } from 'node:child_process';
import path from 'node:path';
import type { BaselinePorts, Fixture } from './baseline-server';

export interface Baselines {
  rawUrl: string;
  expressUrl: string;
  stop(): void;
}

/** GETs every path from the edge once; a non-200 answer stops the bench (it would measure an error). */
export async function captureFixtures(edgeUrl: string, urls: string[]): Promise<Fixture[]> {
  const fixtures: Fixture[] = [];
  for (const url of urls) {
    const res = await fetch(`${edgeUrl}${url}`);
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200)
      throw new Error(`GET ${url} through the edge answered ${res.status}: ${body.toString().slice(0, 300)}`);
    fixtures.push({
      url,
      contentType: res.headers.get('content-type') ?? 'application/json',
      bodyBase64: body.toString('base64'),
    });
  }
  return fixtures;
}

export async function startBaselines(fixtures: Fixture[]): Promise<Baselines> {
  const child = fork(path.join(__dirname, 'baseline-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () => {
    if (child.connected) child.disconnect();
    child.kill();
  };
  try {
    const ports = await new Promise<BaselinePorts>((resolve, reject) => {
      child.once('message', (msg) => resolve(msg as BaselinePorts));
      child.once('exit', (code) => reject(new Error(`baseline server exited (${code}) before listening`)));
      child.send(fixtures);
    });
    return { rawUrl: `http://127.0.0.1:${ports.raw}`, expressUrl: `http://127.0.0.1:${ports.express}`, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

// The baselines of the bench, in a process of their own so they never share an event loop with the
// load generator: a raw node:http server and a direct express handler, both answering the bytes
// the edge answered, from memory. Started by baselines.ts over IPC; it exits with its parent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

export interface Fixture {
  /** path and query, as requested */
  url: string;
  contentType: string;
  bodyBase64: string;
}

export interface BaselinePorts {
  raw: number;
  express: number;
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

async function serve(fixtures: Fixture[]): Promise<BaselinePorts> {
  const byUrl = new Map(
    fixtures.map((f) => [f.url, { type: f.contentType, body: Buffer.from(f.bodyBase64, 'base64') }]),
  );

  const raw = http.createServer((req, res) => {
    const hit = byUrl.get(req.url ?? '');
    if (!hit) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': hit.type, 'content-length': hit.body.length });
    res.end(hit.body);
  });

  const app = express();
  app.use((req, res) => {
    const hit = byUrl.get(req.originalUrl);
    if (!hit) return void res.sendStatus(404);
    res.type(hit.type).send(hit.body);
  });

  return { raw: await listen(raw), express: await listen(http.createServer(app)) };
}

process.once('message', (fixtures: Fixture[]) => {
  void serve(fixtures).then((ports) => process.send?.(ports));
});
process.once('disconnect', () => process.exit(0));

// The test harness itself: the stores jest hands to every test are real and answer, and the
// store's PostgreSQL cluster is made once, keeps its data and stops with nothing left behind.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@sonic-nexus/test-kit';
import mongoose, { mongo } from 'mongoose';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { startInfra, startStore } from '../scripts/lib/infra';
import { pgBin } from '../scripts/lib/postgres';
import { freeInfraPorts } from './support/free-infra-ports';
import { stopAll, tcpOpen, type Managed } from '../scripts/lib/processes';

describe('test infrastructure (real FerretDB on PostgreSQL, NATS JetStream, Mailpit)', () => {
  it('FerretDB speaks the MongoDB wire protocol and stores a document', async () => {
    const conn = await mongoose
      .createConnection(process.env.TEST_MONGO_URL as string, { dbName: 'harness_check' })
      .asPromise();
    try {
      const col = conn.collection('probe');
      await col.insertOne({ hello: 'nexus' });
      expect(await col.countDocuments({ hello: 'nexus' })).toBe(1);
    } finally {
      await conn.dropDatabase();
      await conn.close();
    }
  });

  it('FerretDB runs on PostgreSQL: its query plan is PostgreSQL’s and equality filters are pushed down', async () => {
    const client = await mongo.MongoClient.connect(process.env.TEST_MONGO_URL as string);
    try {
      const col = client.db('harness_backend').collection('probe');
      await col.insertOne({ kind: 'probe' });
      const plan = await col.find({ kind: 'probe' }).explain();
      // SQLite's plan is a list of strings; PostgreSQL's EXPLAIN (FORMAT JSON) names its node type.
      expect(plan.queryPlanner).toHaveProperty(['Plan', 'Node Type']);
      expect(plan.filterPushdown).toBe(true);
    } finally {
      await client.db('harness_backend').dropDatabase();
      await client.close();
    }
  });

  it('a lookup by _id uses the GIN _id index of scripts/lib/postgres-id-index.sql, which FerretDB does not list', async () => {
    const client = await mongo.MongoClient.connect(process.env.TEST_MONGO_URL as string);
    try {
      const col = client.db('harness_id_index').collection<{ _id: string; n: number }>('probe');
      // Enough rows that a scan costs more than the index to PostgreSQL's planner.
      await col.insertMany(Array.from({ length: 3000 }, (_, n) => ({ _id: `doc-${n}`, n })));
      const plan = await col.find({ _id: 'doc-1500' }).explain();
      expect(JSON.stringify(plan.queryPlanner)).toMatch(/"Index Name":"sonic_id_gin_\d+"/);
      expect(await col.findOne({ _id: 'doc-1500' })).toEqual({ _id: 'doc-1500', n: 1500 });
      expect((await col.indexes()).map((index) => index.name)).toEqual(['_id_']);
    } finally {
      await client.db('harness_id_index').dropDatabase();
      await client.close();
    }
  });

  it('NATS has JetStream enabled', async () => {
    const nc = await connect({ servers: process.env.TEST_NATS_URL });
    try {
      const info = await (await jetstreamManager(nc)).getAccountInfo();
      expect(info.limits).toBeDefined();
    } finally {
      await nc.close();
    }
  });

  it('Mailpit answers its HTTP API', async () => {
    const res = await fetch(`${process.env.TEST_MAILPIT_URL}/api/v1/messages`);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveProperty('messages');
  });
});

function restoreEnv(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

describe('the store (FerretDB on its own PostgreSQL cluster)', () => {
  let dataDir: string;
  const logDir = () => path.join(dataDir, 'logs');
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'sonic-store-test-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function start(processes: Managed[]): Promise<{ url: string; ports: number[] }> {
    const ports = { mongo: await freePort(), postgres: await freePort() };
    const store = await startStore({
      backend: 'postgresql',
      dataDir,
      ports,
      logDir: logDir(),
      processes,
      ownGroup: false,
    });
    return { url: store.mongoUrl, ports: [ports.mongo, ports.postgres] };
  }

  it('keeps its data across a restart, stops PostgreSQL with a fast shutdown after FerretDB, and leaves nothing running', async () => {
    const first: Managed[] = [];
    const { url, ports } = await start(first);
    expect(first.map((p) => p.name)).toEqual(['postgres', 'ferretdb']);
    const client = await mongo.MongoClient.connect(url);
    await client
      .db('restart')
      .collection('probe')
      .insertOne({ _id: 'kept' } as never);
    await client.close();
    await stopAll(first);

    for (const proc of first) expect(proc.child.exitCode ?? proc.child.signalCode).not.toBeNull();
    for (const port of ports) expect(await tcpOpen(port)).toBe(false);
    expect(readFileSync(path.join(logDir(), 'postgres.log'), 'utf8')).toContain(
      'received fast shutdown request',
    );

    const second: Managed[] = [];
    try {
      const again = await start(second);
      const reader = await mongo.MongoClient.connect(again.url);
      expect(
        await reader
          .db('restart')
          .collection('probe')
          .findOne({ _id: 'kept' } as never),
      ).not.toBeNull();
      await reader.close();
    } finally {
      await stopAll(second);
    }
  });

  it('owns its cluster to the user PostgreSQL runs as (postgres when we are root: it refuses root)', async () => {
    const processes: Managed[] = [];
    try {
      await start(processes);
    } finally {
      await stopAll(processes);
    }
    const owner = statSync(path.join(dataDir, 'postgres')).uid;
    const expected =
      process.getuid?.() === 0
        ? Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }))
        : process.getuid?.();
    expect(owner).toBe(expected);
  });

  // Only root hands the cluster to another user, who must be able to walk to it.
  const asRoot = process.getuid?.() === 0 ? it : it.skip;
  asRoot(
    'as root, names a folder above the data folder that PostgreSQL’s user cannot enter, and starts nothing',
    async () => {
      const inside = path.join(dataDir, 'data');
      const processes: Managed[] = [];
      await expect(
        startStore({
          backend: 'postgresql',
          dataDir: inside,
          ports: { mongo: await freePort(), postgres: await freePort() },
          logDir: logDir(),
          processes,
          ownGroup: false,
        }),
      ).rejects.toThrow(`cannot enter ${dataDir}: run "chmod o+x ${dataDir}"`);
      expect(processes).toEqual([]);
      // The folder above is left as it was: it is not ours to open.
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    },
  );

  it('starts neither PostgreSQL nor FerretDB when the store is a real MongoDB (MONGO_URL)', async () => {
    const external = 'mongodb://db.example.test:27017/';
    const ports = await freeInfraPorts();
    const infra = await startInfra({
      dataDir,
      ports,
      logDir: logDir(),
      ownGroup: false,
      externalMongoUrl: external,
    });
    try {
      expect(infra.mongoUrl).toBe(external);
      expect(infra.processes.map((p) => p.name).sort()).toEqual(['mailpit', 'nats']);
      expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    } finally {
      await infra.stop();
    }
  });

  it('stops its PostgreSQL again when the store fails after it started (no psql for the _id index)', async () => {
    // A PG_BIN with the server but without psql: PostgreSQL starts, installing the index fails.
    const bin = path.join(dataDir, 'bin-without-psql');
    mkdirSync(bin);
    for (const tool of ['initdb', 'postgres', 'pg_isready'])
      symlinkSync(path.join(pgBin(), tool), path.join(bin, tool));
    const saved = process.env.PG_BIN;
    process.env.PG_BIN = bin;
    const processes: Managed[] = [];
    try {
      const ports = { mongo: await freePort(), postgres: await freePort() };
      await expect(
        startStore({ backend: 'postgresql', dataDir, ports, logDir: logDir(), processes, ownGroup: false }),
      ).rejects.toThrow(/bin-without-psql\/psql is missing/);
      expect(processes.map((p) => p.name)).toEqual(['postgres']);
      expect(processes[0]?.child.exitCode ?? processes[0]?.child.signalCode).not.toBeNull();
      expect(await tcpOpen(ports.postgres)).toBe(false);
    } finally {
      restoreEnv('PG_BIN', saved);
    }
  });

  it('fails clearly, with nothing left running, when PG_BIN holds no PostgreSQL', async () => {
    const saved = process.env.PG_BIN;
    process.env.PG_BIN = path.join(dataDir, 'no-postgres-here');
    const processes: Managed[] = [];
    try {
      await expect(start(processes)).rejects.toThrow(
        /no-postgres-here\/initdb is missing.*bootstrap.*PG_BIN/,
      );
      expect(processes).toEqual([]);
    } finally {
      restoreEnv('PG_BIN', saved);
    }
  });
});

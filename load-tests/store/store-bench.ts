// Store micro-benchmark: FerretDB on SQLite vs PostgreSQL (with and without the _id index of
// scripts/lib/postgres-id-index.sql, synchronous_commit on and off), through the MongoDB driver, on
// playlist-like collections of each size. Prints a markdown table (deploy/local/README.md keeps the
// last one and the decisions it supports).
//   node --import tsx load-tests/store/store-bench.ts [--sizes 2000,20000] [--seconds 3] [--rounds 3]
//     [--concurrency 16] [--variants 'PG+id,PG+id async'] [--only 'updateOne,insertOne']
// All stores run at once and take turns for each figure (see bestOfRounds), so other work on a
// shared machine blurs the comparison as little as it can.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startStore, TOOLS_BIN, type StoreBackend } from '@sonic-nexus/scripts/infra';
import { pgBin, type PostgresTuning } from '@sonic-nexus/scripts/postgres';
import { freePort } from '@sonic-nexus/test-kit';
// The driver mongoose carries (the same one the services use), not a second copy.
import { mongo } from 'mongoose';
import { PLAYLIST_INDEXES, playlistDoc, randomUser, type BenchPlaylist } from './playlist-docs';

interface Variant {
  label: string;
  backend: StoreBackend;
  postgres?: PostgresTuning;
}

const VARIANTS: Variant[] = [
  { label: 'SQLite', backend: 'sqlite' },
  {
    label: 'PG',
    backend: 'postgresql',
    postgres: { settings: { synchronous_commit: 'on' }, idIndex: false },
  },
  {
    label: 'PG+id',
    backend: 'postgresql',
    postgres: { settings: { synchronous_commit: 'on' }, idIndex: true },
  },
  {
    label: 'PG+id async',
    backend: 'postgresql',
    postgres: { settings: { synchronous_commit: 'off' }, idIndex: true },
  },
];

const { values: args } = parseArgs({
  options: {
    sizes: { type: 'string', default: '2000,20000' },
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    // Comma-separated parts of variant labels / row names, to re-run one comparison.
    variants: { type: 'string' },
    only: { type: 'string' },
    concurrency: { type: 'string', default: '16' },
  },
});
const SIZES = args.sizes.split(',').map(Number);
const SECONDS = Number(args.seconds);
const CONCURRENCY = Number(args.concurrency);
const ROUNDS = Number(args.rounds);
/** A variant by its exact label, a row by part of its name. */
const chosen = (list: string | undefined) => (list === undefined ? undefined : list.split(','));
const VARIANTS_RUN = VARIANTS.filter((v) => chosen(args.variants)?.includes(v.label) ?? true);
const OPERATIONS_RUN = () =>
  OPERATIONS.filter((o) => chosen(args.only)?.some((part) => o.row.includes(part)) ?? true);

interface Store {
  variant: Variant;
  dataDir: string;
  stop?: () => Promise<void>;
  client?: mongo.MongoClient;
}

/** One collection of one size in one store, with the ids it holds. */
interface Filled {
  col: mongo.Collection<BenchPlaylist>;
  anyId: () => string;
}

/** Runs `op` from CONCURRENCY workers until SECONDS pass (ops started by then finish): ops per second. */
async function rate(op: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        await op();
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - start) / 1000);
}

async function seconds(op: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await op();
  return (performance.now() - start) / 1000;
}

const perSecond = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toPrecision(2));

interface Operation {
  row: string;
  /** A figure where more is better (ops/s), or less is better (seconds). */
  measure: (f: Filled) => Promise<number>;
  better: 'more' | 'less';
}

/** The table's rows, each measured on one filled collection. insertOne is last: it grows the collection. */
const OPERATIONS: Operation[] = [
  { row: 'findOne by _id /s', better: 'more', measure: (f) => rate(() => f.col.findOne({ _id: f.anyId() })) },
  {
    row: 'updateOne by _id ($inc) /s',
    better: 'more',
    measure: (f) => rate(() => f.col.updateOne({ _id: f.anyId() }, { $inc: { fireVotes: 1 } })),
  },
  {
    row: 'find by a scalar field (submittedBy) /s',
    better: 'more',
    measure: (f) => rate(() => f.col.find({ submittedBy: randomUser() }).toArray()),
  },
  {
    row: 'sort + limit 20 (newest) /s',
    better: 'more',
    measure: (f) => rate(() => f.col.find({}).sort({ createdAt: -1 }).limit(20).toArray()),
  },
  { row: 'countDocuments({}) /s', better: 'more', measure: (f) => rate(() => f.col.countDocuments({})) },
  {
    row: 'full scan find({}), s (concurrency 1)',
    better: 'less',
    measure: (f) => seconds(() => f.col.find({}).toArray()),
  },
  { row: 'insertOne /s', better: 'more', measure: (f) => rate(() => f.col.insertOne(playlistDoc())) },
];
const FILL_ROW = 'fill: insertMany(1000), docs/s (concurrency 1)';

async function openStore(variant: Variant, stores: Store[]): Promise<mongo.MongoClient> {
  const store: Store = { variant, dataDir: mkdtempSync(path.join(os.tmpdir(), 'sonic-store-bench-')) };
  stores.push(store);
  const started = await startStore({
    backend: variant.backend,
    dataDir: store.dataDir,
    ports: { mongo: await freePort(), postgres: await freePort() },
    logDir: path.join(store.dataDir, 'logs'),
    ownGroup: false,
    postgres: variant.postgres,
  });
  store.stop = started.stop;
  store.client = await mongo.MongoClient.connect(started.mongoUrl, { maxPoolSize: CONCURRENCY * 2 });
  return store.client;
}

async function closeStores(stores: Store[]): Promise<void> {
  for (const store of stores.splice(0)) {
    await store.client?.close();
    await store.stop?.();
    rmSync(store.dataDir, { recursive: true, force: true });
  }
}

async function fill(
  col: mongo.Collection<BenchPlaylist>,
  size: number,
): Promise<{ filled: Filled; rate: number }> {
  await col.createIndexes(PLAYLIST_INDEXES.map((key) => ({ key })));
  const ids: string[] = [];
  const took = await seconds(async () => {
    for (let left = size; left > 0; left -= 1000) {
      const docs = Array.from({ length: Math.min(1000, left) }, playlistDoc);
      await col.insertMany(docs);
      ids.push(...docs.map((d) => d._id));
    }
  });
  const anyId = () => ids[Math.floor(Math.random() * ids.length)] as string;
  return { filled: { col, anyId }, rate: size / took };
}

/**
 * Each store's best figure over ROUNDS rounds, the stores taking turns within a round: other work on
 * the machine only ever slows a store down, so the best round is the nearest to its own speed. A
 * store gets no further round once this figure has used ROUNDS * SECONDS of its time (the slow
 * operations, where one batch of CONCURRENCY operations already takes that long).
 */
async function bestOfRounds(
  op: Operation,
  filled: Array<{ variant: Variant; filled: Filled }>,
): Promise<Map<Variant, number>> {
  const best = new Map<Variant, number>();
  const spent = new Map<Variant, number>();
  for (let round = 0; round < ROUNDS; round += 1) {
    // Turns alternate, so no store always runs right after another's burst.
    const turns = round % 2 === 0 ? filled : [...filled].reverse();
    for (const { variant, filled: f } of turns) {
      if ((spent.get(variant) ?? 0) >= ROUNDS * SECONDS) continue;
      const start = performance.now();
      const figure = await op.measure(f);
      spent.set(variant, (spent.get(variant) ?? 0) + (performance.now() - start) / 1000);
      const previous = best.get(variant);
      const better =
        op.better === 'more' ? figure > (previous ?? -Infinity) : figure < (previous ?? Infinity);
      if (better) best.set(variant, figure);
    }
  }
  return best;
}

/** Row -> column ("<variant> <size>") -> figure. */
type Results = Map<string, Map<string, string>>;

function record(results: Results, row: string, column: string, value: string): void {
  if (!results.has(row)) results.set(row, new Map());
  results.get(row)?.set(column, value);
  console.error(`  ${column}: ${row}: ${value}`);
}

function table(results: Results): string {
  const columns = SIZES.flatMap((size) => VARIANTS_RUN.map((v) => `${v.label} ${size.toLocaleString('en')}`));
  const firstLine = (command: string) =>
    execFileSync(command, ['--version'], { encoding: 'utf8' }).split('\n')[0]?.trim() ?? '?';
  return [
    `FerretDB ${firstLine(path.join(TOOLS_BIN, 'ferretdb')).replace('version: ', '')}, ` +
      `${firstLine(path.join(pgBin(), 'postgres'))}, Node ${process.version}, ${os.cpus().length} cores; ` +
      `MongoDB driver, concurrency ${CONCURRENCY}, best of ${ROUNDS} rounds of ${SECONDS} s, ` +
      new Date().toISOString().slice(0, 10),
    '',
    `| operation | ${columns.join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...[...results].map(
      ([row, values]) => `| ${row} | ${columns.map((c) => values.get(c) ?? '—').join(' | ')} |`,
    ),
  ].join('\n');
}

async function main(): Promise<void> {
  const stores: Store[] = [];
  // One close, whoever asks first (a signal, or the end of the run).
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= closeStores(stores));
  const onSignal = () => void close().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const results: Results = new Map();
  try {
    const clients = [];
    for (const variant of VARIANTS_RUN) clients.push({ variant, client: await openStore(variant, stores) });
    for (const size of SIZES) {
      const column = (v: Variant) => `${v.label} ${size.toLocaleString('en')}`;
      const filled: Array<{ variant: Variant; filled: Filled }> = [];
      for (const { variant, client } of clients) {
        const result = await fill(client.db(`bench_${size}`).collection<BenchPlaylist>('playlists'), size);
        record(results, FILL_ROW, column(variant), perSecond(result.rate));
        filled.push({ variant, filled: result.filled });
      }
      for (const op of OPERATIONS_RUN()) {
        for (const [variant, best] of await bestOfRounds(op, filled)) {
          record(results, op.row, column(variant), op.better === 'less' ? best.toFixed(2) : perSecond(best));
        }
      }
    }
  } finally {
    await close();
  }
  console.log(table(results));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

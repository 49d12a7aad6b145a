// One line per phase: done/total, what was created or found, and the rate of writes. On a terminal
// the line is redrawn in place; elsewhere (a log, a CI run) an interim line every 10 s shows life.

export interface ProgressSink {
  /** a line that stays */
  line(text: string): void;
  /** the current state, redrawn in place; absent when the output is not a terminal */
  redraw?(text: string): void;
}

export function terminalSink(stream: NodeJS.WriteStream = process.stdout): ProgressSink {
  if (!stream.isTTY) return { line: (text) => stream.write(`${text}\n`) };
  return {
    line: (text) => stream.write(`\r\x1b[K${text}\n`),
    redraw: (text) => stream.write(`\r\x1b[K${text}`),
  };
}

export interface PhaseResult {
  phase: string;
  total: number;
  created: number;
  existing: number;
  failed: number;
  seconds: number;
  /** created per second of the phase: the writes it made */
  writesPerSecond: number;
  /** why the phase did less than asked, e.g. an RPC the service does not implement yet */
  note?: string;
  /** the first few failures, to say what went wrong without flooding the output */
  errors: string[];
}

export interface Phase {
  created(): void;
  existing(): void;
  failed(err: unknown): void;
  /** ends the phase early, e.g. because the service does not implement the call yet */
  skip(note: string): void;
  readonly skipped: boolean;
  finish(): PhaseResult;
}

const MAX_ERRORS = 3;
const REDRAW_MS = 200;
const LOG_EVERY_MS = 10_000;

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

export function startPhase(name: string, total: number, sink: ProgressSink): Phase {
  const started = Date.now();
  const counts = { created: 0, existing: 0, failed: 0 };
  const errors: string[] = [];
  let note: string | undefined;
  let lastShown = 0;

  const render = (final: boolean): string => {
    const seconds = (Date.now() - started) / 1000;
    const done = counts.created + counts.existing + counts.failed;
    const rate = seconds > 0 ? counts.created / seconds : 0;
    const head = `${`${name}:`.padEnd(11)} ${`${done}/${total}`.padStart(15)}`;
    const body = `created ${counts.created} · existing ${counts.existing} · failed ${counts.failed}`;
    const tail = final
      ? `in ${seconds.toFixed(1)} s · ${rate.toFixed(1)} writes/s`
      : `${rate.toFixed(1)} writes/s`;
    return `${head}  ${body}  ${tail}`;
  };
  const show = () => {
    const now = Date.now();
    if (sink.redraw && now - lastShown >= REDRAW_MS) sink.redraw(render(false));
    else if (!sink.redraw && now - lastShown >= LOG_EVERY_MS) sink.line(render(false));
    else return;
    lastShown = now;
  };
  lastShown = sink.redraw ? 0 : started;
  show();

  return {
    created: () => {
      counts.created += 1;
      show();
    },
    existing: () => {
      counts.existing += 1;
      show();
    },
    failed: (err) => {
      counts.failed += 1;
      if (errors.length < MAX_ERRORS) errors.push(errorText(err));
      show();
    },
    skip: (why) => {
      note ??= why;
    },
    get skipped() {
      return note !== undefined;
    },
    finish: () => {
      sink.line(note ? `${name}: skipped (${note})` : render(true));
      for (const error of errors) sink.line(`${''.padEnd(11)} failure: ${error}`);
      const seconds = (Date.now() - started) / 1000;
      return {
        phase: name,
        total,
        ...counts,
        seconds,
        writesPerSecond: seconds > 0 ? counts.created / seconds : 0,
        ...(note ? { note } : {}),
        errors,
      };
    },
  };
}

import pino from 'pino';

/** JSON logs on stdout, one `service` field so aggregated logs stay attributable. */
export function createLogger(service: string, level?: string): pino.Logger {
  return pino({ level: level ?? process.env.LOG_LEVEL ?? 'info', base: { service, pid: process.pid } });
}

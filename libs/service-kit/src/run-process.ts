// The whole life of a service process: telemetry first (it must patch http/grpc/express before
// anything loads them), then the server module, loaded late through `loadServer`; a bad config
// prints its message and exits 1; SIGTERM/SIGINT stop the server, then telemetry.
import { ConfigError } from './config';
import { createLogger } from './logger';
import { handleShutdown } from './shutdown';
import { startTelemetry } from './telemetry';

export interface ServerModule {
  start(): Promise<unknown>;
  stop(): Promise<void>;
}

export function runServiceProcess(serviceName: string, loadServer: () => Promise<ServerModule>): void {
  const telemetry = startTelemetry(serviceName);
  const logger = createLogger(serviceName);
  void (async () => {
    const { start, stop } = await loadServer();
    try {
      await start();
    } catch (err) {
      if (err instanceof ConfigError) process.stderr.write(`[${serviceName}] ${err.message}\n`);
      else logger.fatal({ err }, `${serviceName} failed to start`);
      await telemetry.shutdown().catch(() => undefined);
      process.exit(1);
    }
    handleShutdown(async () => {
      await stop();
      await telemetry.shutdown();
    }, logger);
  })();
}

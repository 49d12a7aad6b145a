// Entry point: telemetry must patch http/grpc before they load, so ./server is imported late.
import { ConfigError, createLogger, handleShutdown, startTelemetry } from '@sonic-nexus/service-kit/main';

const SERVICE_NAME = 'notification-service';
const telemetry = startTelemetry(SERVICE_NAME);
const logger = createLogger(SERVICE_NAME);

void (async () => {
  const { start, stop } = await import('./server');
  try {
    await start();
  } catch (err) {
    if (err instanceof ConfigError) process.stderr.write(`[${SERVICE_NAME}] ${err.message}\n`);
    else logger.fatal({ err }, 'failed to start');
    await telemetry.shutdown().catch(() => undefined);
    process.exit(1);
  }
  handleShutdown(async () => {
    await stop();
    await telemetry.shutdown();
  }, logger);
})();

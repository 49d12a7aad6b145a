import type pino from 'pino';

/** SIGTERM/SIGINT stop the process once, cleanly; a stuck stop still ends the process. */
export function handleShutdown(stop: () => Promise<void>, logger: pino.Logger, timeoutMs = 15_000): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown timed out');
      process.exit(1);
    }, timeoutMs);
    stop().then(
      () => {
        clearTimeout(timer);
        logger.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

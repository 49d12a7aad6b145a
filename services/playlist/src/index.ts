// The package surface: boot and stop the service in-process (tests, scripts), and publish its
// pending events now (tests).
export { flushOutbox, start, stop } from './server';

// The package surface: boot and stop the service in-process (tests, scripts).
export { flushOutbox, start, stop } from './server';

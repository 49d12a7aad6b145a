// The package surface: boot and stop the service in-process (tests, scripts).
export { start, stop } from './server';

// The package surface: boot and stop the service in-process (tests, scripts).
export { notificationService, start, stop } from './server';

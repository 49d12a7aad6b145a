// The package surface: boot and stop the service in-process (tests, scripts), with a movable
// clock as a start option, and publish its pending events now (tests).
export { flushOutbox, start, stop, userService, type UserStartOptions } from './server';

// The package surface: the service (boot and stop it in-process) and its test hook.
export { flushOutbox, start, stop, voteService } from './server';

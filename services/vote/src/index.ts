// The package surface: the service (boot and stop it in-process) and its test hooks.
export { flushOutbox, reconcileTallies, start, stop, voteService } from './server';

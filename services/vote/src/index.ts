// The package surface: the service (boot and stop it in-process).
export { start, stop, voteService } from './server';

// The one import surface of service-kit; see .lead/service-kit-api.md.
export * from './config';
export * from './logger';
export * from './telemetry';
export * from './grpc-errors';
export * from './grpc-server';
export * from './grpc-client';
export * from './not-yet-implemented';
export * from './mongo';
export * from './nats';
export * from './nats-consumer';
export * from './event-envelope';
export * from './keyed-mutex';
export * from './document-outbox';
export * from './admin-http';
export * from './shutdown';
export * from './service-runtime';

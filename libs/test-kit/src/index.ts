// The one test kit: real stores' addresses, free ports, waits, Mailpit, services in-process or as
// child processes, the gateway over real services, and data builders.
export * from './env';
export * from './ports';
export * from './wait';
export * from './mailpit';
export * from './spawn-service';
export * from './service-harness';
export * from './gateway-stack';
export * from './builders';
export * from './sse-reader';
export * from './otlp-collector';
export * from './metrics-scrape';

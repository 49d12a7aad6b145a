import { z } from 'zod';
import { commonEnv, ConfigError, loadConfig, portSchema } from '../src/config';

const schema = z.object({
  ...commonEnv,
  ADMIN_PORT: portSchema.default(9452),
  DEMO_GRPC_PORT: portSchema.default(50052),
});

describe('loadConfig', () => {
  it('applies defaults for an empty environment', () => {
    const cfg = loadConfig(schema, {});
    expect(cfg).toMatchObject({
      HOST: '127.0.0.1',
      ADMIN_PORT: 9452,
      DEMO_GRPC_PORT: 50052,
      LOG_LEVEL: 'info',
      MONGO_URL: 'mongodb://127.0.0.1:27017/',
      NATS_URL: 'nats://127.0.0.1:4222',
    });
    expect(cfg.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
  });

  it('coerces ports given as strings', () => {
    expect(loadConfig(schema, { DEMO_GRPC_PORT: '0', ADMIN_PORT: '9999' })).toMatchObject({
      DEMO_GRPC_PORT: 0,
      ADMIN_PORT: 9999,
    });
  });

  it('throws a ConfigError naming every bad variable', () => {
    const bad = { DEMO_GRPC_PORT: 'abc', ADMIN_PORT: '70000', MONGO_URL: 'http://x', LOG_LEVEL: 'loud' };
    let caught: unknown;
    try {
      loadConfig(schema, bad);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const err = caught as ConfigError;
    expect(err.issues.map((i) => i.variable).sort()).toEqual([
      'ADMIN_PORT',
      'DEMO_GRPC_PORT',
      'LOG_LEVEL',
      'MONGO_URL',
    ]);
    expect(err.message).toContain('DEMO_GRPC_PORT');
    expect(err.message).toContain('MONGO_URL: must be a mongodb:// URL');
  });

  it('requires ADMIN_PORT when the service schema gives no default', () => {
    expect(() => loadConfig(z.object(commonEnv), {})).toThrow(/ADMIN_PORT/);
  });
});

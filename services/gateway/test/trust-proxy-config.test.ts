// TRUST_PROXY, checked at boot: what express's `trust proxy` gets, and a clear refusal of the rest.
import { configSchema } from '../src/config';

const trustProxy = (value?: string) =>
  configSchema.parse(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

it('defaults to loopback (the local edge) and takes hop counts, booleans, names, addresses and ranges', () => {
  expect(trustProxy()).toEqual(['loopback']);
  expect(trustProxy('1')).toBe(1);
  expect(trustProxy('false')).toBe(false);
  expect(trustProxy('uniquelocal')).toEqual(['uniquelocal']);
  expect(trustProxy('loopback, 10.42.0.0/16, 192.168.1.7, fd00::/8')).toEqual([
    'loopback',
    '10.42.0.0/16',
    '192.168.1.7',
    'fd00::/8',
  ]);
});

it.each(['everyone', '10.0.0.0/33', '10.0.0.1/8/1', 'loopback,', '300.1.1.1'])(
  'refuses %p with its reason',
  (value) => {
    const result = configSchema.safeParse({ TRUST_PROXY: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['TRUST_PROXY'],
      message: expect.stringContaining('is no hop count'),
    });
  },
);

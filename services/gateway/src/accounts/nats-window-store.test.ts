// What counts as a lost compare-and-set (retried) rather than a failed store (a 503).
import { JetStreamApiError } from '@nats-io/jetstream';
import { lostRace } from './nats-window-store';

const apiError = (errCode: number, description: string) =>
  new JetStreamApiError({ code: 400, err_code: errCode, description });

it.each([
  {
    what: "a single server's wrong last sequence (10071)",
    err: apiError(10071, 'wrong last sequence: 41'),
    lost: true,
  },
  {
    what: "a clustered stream's wrong last sequence (10164)",
    err: apiError(10164, 'wrong last sequence'),
    lost: true,
  },
  { what: 'another JetStream error', err: apiError(10077, 'maximum messages exceeded'), lost: false },
  { what: 'a timeout', err: new Error('TIMEOUT'), lost: false },
])('$what: lost race $lost', ({ err, lost }) => {
  expect(lostRace(err)).toBe(lost);
});

// Unknown accounts must cost the same argon2 work as known ones, so a failed login does not tell
// whether the account exists. The verification calls are counted rather than timed.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

import { verify } from '@node-rs/argon2';
import { hashPassword, passwordMatches } from './password';

const verifyCalls = verify as unknown as jest.Mock;

describe('passwordMatches', () => {
  beforeEach(() => verifyCalls.mockClear());

  it('accepts the right password and refuses a wrong one, one argon2id verification each', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await passwordMatches(stored, 'correct horse battery')).toBe(true);
    expect(await passwordMatches(stored, 'wrong password!')).toBe(false);
    expect(verifyCalls).toHaveBeenCalledTimes(2);
  });

  it('spends one argon2id verification on a dummy hash when there is no account, and refuses', async () => {
    expect(await passwordMatches(undefined, 'anything at all')).toBe(false);
    expect(await passwordMatches('', 'anything at all')).toBe(false);
    expect(verifyCalls).toHaveBeenCalledTimes(2);
    for (const [target] of verifyCalls.mock.calls) expect(String(target)).toMatch(/^\$argon2id\$/);
  });
});

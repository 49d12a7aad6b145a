import { DEMO_COUNTS, parseSeedArgs } from './options';

const env = {};

describe('npm run seed arguments', () => {
  it('defaults to the demo seed on the npm start ports', () => {
    expect(parseSeedArgs([], env)).toEqual({
      ...DEMO_COUNTS,
      seed: 'demo',
      concurrency: 16,
      userAddr: '127.0.0.1:50051',
      playlistAddr: '127.0.0.1:50052',
      voteAddr: '127.0.0.1:50053',
      mailpitUrl: 'http://127.0.0.1:8025',
    });
  });

  it('takes counts, seed, addresses and ports from the environment', () => {
    const options = parseSeedArgs(
      [
        '--users',
        '1000',
        '--playlists',
        '10000',
        '--votes',
        '100000',
        '--follows',
        '5000',
        '--seed',
        'load1',
      ],
      { USER_GRPC_PORT: '6001', MAILPIT_HTTP_PORT: '6002' },
    );
    expect(options).toMatchObject({
      users: 1000,
      playlists: 10000,
      votes: 100000,
      follows: 5000,
      seed: 'load1',
    });
    expect(options.userAddr).toBe('127.0.0.1:6001');
    expect(options.mailpitUrl).toBe('http://127.0.0.1:6002');
    expect(parseSeedArgs(['--vote-addr', 'votes.local:7000', '--mailpit', 'http://m:1/'], env)).toMatchObject(
      {
        voteAddr: 'votes.local:7000',
        mailpitUrl: 'http://m:1',
      },
    );
  });

  it.each([
    [['--users', '-1'], '--users must be a whole number ≥ 0, got "-1"'],
    [['--votes', '1.5'], '--votes must be a whole number ≥ 0, got "1.5"'],
    [['--playlists', 'many'], '--playlists must be a whole number ≥ 0, got "many"'],
    [['--concurrency', '0'], '--concurrency must be a whole number ≥ 1, got "0"'],
    [['--users'], '--users needs a value'],
    [['--users', '--votes', '3'], '--users needs a value'],
    [
      ['--seed', 'has space'],
      '--seed must be 1-20 letters or digits (it is part of usernames), got "has space"',
    ],
    [
      ['--seed', 'under_score'],
      '--seed must be 1-20 letters or digits (it is part of usernames), got "under_score"',
    ],
    [['--user-addr', 'localhost'], '--user-addr must be HOST:PORT, got "localhost"'],
    [['--mailpit', 'localhost:8025'], '--mailpit must be an http(s) URL, got "localhost:8025"'],
    [['--fast', '1'], 'unknown flag --fast'],
    [['--users', '0', '--playlists', '5'], '--playlists needs at least one user'],
  ])('refuses %j', (args, message) => {
    expect(() => parseSeedArgs(args, env)).toThrow(message);
  });
});

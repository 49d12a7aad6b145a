import { Writable } from 'node:stream';
import { createLogger } from './logger';

function capture(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
  };
}

it('never writes a password, token, upload link or cookie, at the top or one level down', () => {
  const out = capture();
  const logger = createLogger('test', 'info', out.stream);
  logger.info(
    {
      password: 'hunter2-secret',
      token: 'tok-secret',
      request: { newPassword: 'new-secret', sessionToken: 'sess-secret', uploadURL: '/api/uploads/t-secret' },
      req: { headers: { cookie: 'sn_session=cookie-secret', authorization: 'Bearer auth-secret' } },
      kept: 'visible',
    },
    'a call',
  );
  const text = JSON.stringify(out.lines());
  for (const secret of [
    'hunter2',
    'tok-secret',
    'new-secret',
    'sess-secret',
    't-secret',
    'cookie-secret',
    'auth-secret',
  ]) {
    expect([secret, text.includes(secret)]).toEqual([secret, false]);
  }
  expect(out.lines()[0]).toMatchObject({ kept: 'visible', password: '[redacted]', msg: 'a call' });
});

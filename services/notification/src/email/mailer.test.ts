import { configSchema } from '../config';
import { smtpOptions } from './mailer';

describe('smtpOptions', () => {
  it('speaks plain SMTP to a local relay without a login (Mailpit)', () => {
    const options = smtpOptions({ host: '127.0.0.1', port: 1025, from: 'a@b.c' });
    expect(options).toMatchObject({ secure: false, ignoreTLS: true, requireTLS: false });
    expect(options).not.toHaveProperty('auth');
  });

  it('logs in to a remote relay only over STARTTLS', () => {
    const auth = { user: 'mailer', pass: 'secret' };
    const options = smtpOptions({ host: 'smtp.example.org', port: 587, from: 'a@b.c', auth });
    expect(options).toMatchObject({ secure: false, ignoreTLS: false, requireTLS: true, auth });
  });

  it('uses TLS from the first byte on port 465', () => {
    const options = smtpOptions({ host: 'smtp.example.org', port: 465, from: 'a@b.c' });
    expect(options).toMatchObject({ secure: true, requireTLS: false });
  });
});

describe('SMTP login settings', () => {
  it('takes both or neither', () => {
    expect(configSchema.safeParse({ SMTP_USER: 'mailer', SMTP_PASSWORD: 'secret' }).success).toBe(true);
    expect(configSchema.safeParse({}).success).toBe(true);
    const half = configSchema.safeParse({ SMTP_USER: 'mailer' });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]).toMatchObject({
      path: ['SMTP_PASSWORD'],
      message: 'SMTP_USER and SMTP_PASSWORD go together: set both or neither',
    });
  });
});

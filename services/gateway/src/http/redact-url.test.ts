import { redactUrl } from './redact-url';

it('hides the token of a verification link and keeps the rest of the query', () => {
  expect(redactUrl('/api/verify-email?token=abc123&x=1')).toBe('/api/verify-email?token=[redacted]&x=1');
  expect(redactUrl('/api/verify-email?x=1&TOKEN=abc')).toBe('/api/verify-email?x=1&TOKEN=[redacted]');
});

it('hides the ticket of a signed upload link, query and all', () => {
  expect(redactUrl('/api/uploads/s3cr3t.t1cket')).toBe('/api/uploads/[redacted]');
  expect(redactUrl('/api/uploads/s3cr3t?x=1')).toBe('/api/uploads/[redacted]?x=1');
});

it('leaves a URL without secrets as it is', () => {
  expect(redactUrl('/api/playlists?tag=token&page=2')).toBe('/api/playlists?tag=token&page=2');
});

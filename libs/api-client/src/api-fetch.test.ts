import { apiRoutes, buildPath } from '@sonic-nexus/contract';
import { apiFetch, ApiError } from './api-fetch';
import { fetchCurrentUser } from './current-user';
import { restoreFetch, stubFetch } from './testing/fetch-stub';

afterEach(restoreFetch);

describe('apiFetch', () => {
  it('turns a non-ok answer into "<status>: <text>"', async () => {
    stubFetch(() => new Response('Invalid credentials', { status: 401, statusText: 'Unauthorized' }));
    await expect(apiFetch(apiRoutes.login.path, { method: 'POST', body: {} })).rejects.toThrow(
      '401: Invalid credentials',
    );
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    const error = await apiFetch(apiRoutes.getCurrentUser.path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });

  it('sends cookies, and JSON with its content type only when there is a payload', async () => {
    const calls = stubFetch(() => Response.json({ ok: true }));
    await apiFetch(apiRoutes.logout.path, { method: 'POST' });
    await apiFetch(apiRoutes.login.path, { method: 'POST', body: { username: 'nova' } });
    expect(calls[0].init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: undefined,
      headers: undefined,
    });
    expect(calls[1].init).toMatchObject({
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"nova"}',
    });
  });

  it('parses the answer with the given schema and treats an empty body as undefined', async () => {
    stubFetch(() => Response.json({ count: 3 }));
    const schema = { parse: (data: unknown) => ({ doubled: (data as { count: number }).count * 2 }) };
    await expect(apiFetch(apiRoutes.getUnreadCount.path, { schema })).resolves.toEqual({ doubled: 6 });
    stubFetch(() => new Response('', { status: 200 }));
    await expect(
      apiFetch(buildPath(apiRoutes.deletePlaylist.path, { id: 1 }), { method: 'DELETE' }),
    ).resolves.toBeUndefined();
  });
});

describe('fetchCurrentUser', () => {
  it('answers null for an anonymous visitor (401)', async () => {
    stubFetch(() => new Response('Not authenticated', { status: 401 }));
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('still fails on other errors', async () => {
    stubFetch(() => new Response('boom', { status: 500 }));
    await expect(fetchCurrentUser()).rejects.toThrow('500: boom');
  });
});

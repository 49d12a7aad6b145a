// The generated document must describe every call of spec §7 plus the platform endpoints.
import { apiRouteList, buildOpenApiDocument } from './index';

const SPEC_CALLS = 37; // rows of spec §7, with POST and DELETE follow counted separately
const PLATFORM_CALLS = 3; // health, verify-email, openapi.json

function operations(doc: ReturnType<typeof buildOpenApiDocument>): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument();
  const ops = operations(doc);

  it('is OpenAPI 3.0 with one operation per route', () => {
    expect(doc.openapi).toMatch(/^3\.0\.\d+$/);
    expect(ops).toHaveLength(SPEC_CALLS + PLATFORM_CALLS);
    expect(new Set(ops).size).toBe(ops.length);
    expect(apiRouteList).toHaveLength(ops.length);
  });

  it.each([
    'GET /api/playlists',
    'GET /api/playlists/top',
    'GET /api/playlists/{id}',
    'POST /api/playlists/{id}/vote',
    'PATCH /api/playlists/{id}/tags',
    'GET /api/users/{userId}/most-playlisted-artist',
    'POST /api/users/{userId}/follow',
    'DELETE /api/users/{userId}/follow',
    'POST /api/users/profile-picture/upload-direct',
    'GET /api/notifications/unread-count',
    'GET /api/followers',
    'GET /api/health',
    'GET /api/verify-email',
    'GET /api/openapi.json',
  ])('lists %s', (op) => {
    expect(ops).toContain(op);
  });

  it('documents the feed query and its answer', () => {
    const feed = doc.paths['/api/playlists'].get;
    const names = (feed?.parameters ?? []).map((p) => ('name' in p ? p.name : ''));
    expect(names).toEqual(['page', 'limit', 'tag', 'platform', 'q']);
    expect(feed?.responses['200']).toBeDefined();
    expect(doc.components?.schemas?.FeedPage).toBeDefined();
  });

  it('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});

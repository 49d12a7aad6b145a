// The generated document must describe every call of spec §7 plus the platform endpoints, every
// status each can answer (route-answers.ts) and every limit of the contract.
import { apiRouteList } from '../api-routes';
import {
  ALBUM_ART_MAX,
  BIO_MAX,
  TAGS_MAX,
  TITLE_MAX,
  WIRE_INT32_MAX,
  WIRE_INT64_NUMBER_MAX,
} from '../limits';
import { buildOpenApiDocument } from './document';
import { errorStatusesOf } from './route-answers';

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

  it.each(apiRouteList.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s lists every status the route can answer, errors with their body',
    (_op, route) => {
      const responses = doc.paths[route.path][route.method]?.responses ?? {};
      const success = route.response ? String(route.status ?? 200) : '302';
      const expected = [success, ...errorStatusesOf(route).map(String)];
      expect(Object.keys(responses).sort()).toEqual(expected.sort());
      for (const status of errorStatusesOf(route)) {
        const ref = route.unavailableBody && status === 503 ? 'Health' : 'ErrorBody';
        expect(responses[String(status)].content?.['application/json'].schema).toEqual({
          $ref: `#/components/schemas/${ref}`,
        });
      }
    },
  );

  it('says what the gateway answers for each kind of route', () => {
    const statuses = (op: string) => {
      const [method, path] = op.split(' ');
      return Object.keys(doc.paths[path][method.toLowerCase() as 'get']?.responses ?? {}).map(Number);
    };
    // a public read without input; a signed-in write with a JSON body; the multipart upload
    expect(statuses('GET /api/followers')).toEqual([200, 401, 503]);
    expect(statuses('POST /api/playlists/{id}/vote')).toEqual([
      200, 400, 401, 403, 404, 409, 413, 415, 429, 503, 504,
    ]);
    expect(statuses('POST /api/users/profile-picture/upload-direct')).not.toContain(415);
    expect(statuses('POST /api/login')).toEqual(expect.arrayContaining([401, 429]));
  });

  it('states the limits of the contract', () => {
    const schemas = doc.components?.schemas ?? {};
    const property = (name: string, field: string) =>
      (schemas[name] as { properties: Record<string, Record<string, unknown>> }).properties[field];
    expect(property('CreatePlaylistRequest', 'tags')).toMatchObject({ maxItems: TAGS_MAX });
    expect(property('UpdateTagsRequest', 'tags')).toMatchObject({ maxItems: TAGS_MAX });
    expect(property('CreatePlaylistRequest', 'albumArtUrls')).toMatchObject({ maxItems: ALBUM_ART_MAX });
    expect(property('CreatePlaylistRequest', 'title')).toMatchObject({ maxLength: TITLE_MAX });
    expect(property('UpdateBioRequest', 'bio')).toMatchObject({ maxLength: BIO_MAX });
    const param = (path: string, name: string) =>
      (doc.paths[path].get?.parameters ?? []).find((p) => 'name' in p && p.name === name);
    expect(param('/api/playlists', 'page')).toMatchObject({ schema: { maximum: WIRE_INT32_MAX } });
    expect(param('/api/users/{id}', 'id')).toMatchObject({
      schema: { type: 'integer', minimum: 1, maximum: WIRE_INT64_NUMBER_MAX },
    });
  });

  it('names the components it always did', () => {
    expect(doc.components?.schemas?.RegisteredUser).toEqual({
      allOf: [{ $ref: '#/components/schemas/User' }, expect.objectContaining({ type: 'object' })],
    });
    expect(doc.components?.schemas?.Playlist).toMatchObject({
      properties: { createdAt: { type: 'string', format: 'date-time' } },
    });
  });

  it('survives a JSON round trip unchanged', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});

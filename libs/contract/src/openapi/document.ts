// OpenAPI 3.0 document generated from the route table, served by the gateway at /api/openapi.json.
// Server-only (@sonic-nexus/contract/openapi): it brings zod-to-openapi, which web code never loads.
import { OpenAPIRegistry, OpenApiGeneratorV3, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { apiRouteList, type ApiRoute } from '../api-routes';
import { PRODUCT_NAME } from '../limits';
import { errorBody } from '../schemas/common';
import { errorDescription, errorStatusesOf } from './route-answers';
import { attachSchemaMetadata } from './schema-metadata';

export type OpenApiDocument = ReturnType<OpenApiGeneratorV3['generateDocument']>;

function requestOf(route: ApiRoute): RouteConfig['request'] {
  const request: NonNullable<RouteConfig['request']> = {};
  if (route.params) request.params = route.params;
  if (route.query) request.query = route.query;
  if (route.headers) request.headers = route.headers;
  if (route.body) {
    const type = route.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
    request.body = { required: true, content: { [type]: { schema: route.body } } };
  }
  return request;
}

function responsesOf(route: ApiRoute): RouteConfig['responses'] {
  const responses: RouteConfig['responses'] = {};
  if (route.response) {
    responses[String(route.status ?? 200)] = {
      description: 'OK',
      content: { 'application/json': { schema: route.response } },
    };
  } else {
    responses['302'] = { description: 'Redirect' };
  }
  for (const status of errorStatusesOf(route)) {
    const schema = status === 503 && route.unavailableBody ? route.unavailableBody : errorBody;
    responses[String(status)] = {
      description: errorDescription(status),
      content: { 'application/json': { schema } },
    };
  }
  return responses;
}

export function buildOpenApiDocument(): OpenApiDocument {
  attachSchemaMetadata();
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'sn_session',
  });
  for (const route of apiRouteList) {
    registry.registerPath({
      method: route.method,
      path: route.path,
      summary: route.summary,
      tags: [route.tag],
      security: route.auth === 'public' ? [] : [{ session: [] }],
      request: requestOf(route),
      responses: responsesOf(route),
    });
  }
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1.0.0',
      description: 'Generated from libs/contract. Errors are {message, errors?}.',
    },
    servers: [{ url: '/' }],
  });
}

// @sonic-nexus/contract/openapi: the OpenAPI document. Server-only, as it brings zod-to-openapi;
// the web side imports the plain schemas of '@sonic-nexus/contract'.
export { buildOpenApiDocument, type OpenApiDocument } from './document';

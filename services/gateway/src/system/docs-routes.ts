// GET /api/openapi.json: generated from libs/contract once, on first request. The generator
// (zod-to-openapi) lives in the contract's server-only entry, so no web bundle carries it.
import { apiRoutes } from '@sonic-nexus/contract';
import { buildOpenApiDocument, type OpenApiDocument } from '@sonic-nexus/contract/openapi';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';

export function docsRoutes(): Router {
  const router = apiRouter();
  let document: OpenApiDocument | undefined;
  router.get(apiRoutes.openApi.path, (_req, res) => {
    document ??= buildOpenApiDocument();
    res.json(document);
  });
  return router;
}

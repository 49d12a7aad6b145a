// GET /api/openapi.json: generated from libs/contract once, on first request.
import { apiRoutes, buildOpenApiDocument } from '@sonic-nexus/contract';
import { Router } from 'express';

export function docsRoutes(): Router {
  const router = Router();
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  router.get(apiRoutes.openApi.path, (_req, res) => {
    document ??= buildOpenApiDocument();
    res.json(document);
  });
  return router;
}

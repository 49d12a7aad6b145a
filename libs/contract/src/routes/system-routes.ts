// The platform's own endpoints: health and the OpenAPI document.
import { openApiDocumentBody } from '../schemas/common';
import { health } from '../schemas/health';
import { defineRoutes } from './route-types';

export const systemRoutes = defineRoutes('system', {
  health: {
    method: 'get',
    path: '/api/health',
    auth: 'public',
    summary: 'State of every dependency; 503 when any is down',
    response: health,
    unavailableBody: health,
  },
  openApi: {
    method: 'get',
    path: '/api/openapi.json',
    auth: 'public',
    summary: 'This document',
    response: openApiDocumentBody,
  },
});

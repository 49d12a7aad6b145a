// Public surface of @sonic-nexus/contract: plain zod schemas, limits and messages, safe for the
// browser. The OpenAPI document is server-only: '@sonic-nexus/contract/openapi'.
export { z } from 'zod';
export * from './limits';
export * from './messages';
export * from './platforms';
export * from './platform-detection';
export * from './schemas/common';
export * from './schemas/user';
export * from './schemas/playlist';
export * from './schemas/vote';
export * from './schemas/notification';
export * from './schemas/profile';
export * from './schemas/health';
export * from './api-routes';
export * from './idempotency';
export * from './route-paths';
export * from './return-path';
export { UNREAD_COUNT_STREAM_PATH } from './routes/notification-routes';
export { PLAYLIST_CARD_PATH } from './routes/playlist-routes';
export { PICTURE_PATH, UPLOAD_PATH } from './routes/user-routes';

// Profile pictures (spec §4, §7, DESIGN §8), all kept by the user service (GridFS), so any gateway
// replica, restarted or not, serves every picture. The direct upload reads the form's 'file' (at
// most 5 MB, read as it streams); the upload-URL flow hands out a signed URL (upload-routes.ts
// takes its PUT); either answers the picture's URL, which PATCH profile-picture then sets. Stored
// pictures are served with their own type, never sniffed, and cached as immutable: an id is
// never reused for other bytes.
import { apiRoutes, PICTURE_PATH, toExpressPath } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';
import type { ServiceClients } from '../clients';
import type { GatewayConfig } from '../config';
import { bindRoute } from '../http/bind-route';
import type { SessionUserCache } from '../http/session-user-cache';
import { toUser } from '../http/user-mapper';
import { closeAfterAnswer, readFormFile } from './read-upload';
import { originsOf, sitePath } from './site-path';

export interface PictureDeps {
  clients: Pick<ServiceClients, 'user'>;
  config: Pick<GatewayConfig, 'PUBLIC_URL' | 'CSRF_ALLOWED_ORIGINS'>;
  /** forgotten after a picture change, so GET /api/user shows it at once */
  sessionCache?: SessionUserCache;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function pictureRoutes(deps: PictureDeps): Router {
  const { user } = deps.clients;
  const siteOrigins = originsOf([deps.config.PUBLIC_URL, ...deps.config.CSRF_ALLOWED_ORIGINS]);
  const router = apiRouter();

  router.post(toExpressPath(apiRoutes.uploadPictureDirect.path), closeAfterAnswer);
  bindRoute(router, apiRoutes.uploadPictureDirect, async ({ user: me, req }) => {
    const data = await readFormFile(req);
    const stored = await unary(user, user.storePicture, { userId: me.id, data });
    return { profilePictureUrl: stored.url };
  });

  bindRoute(router, apiRoutes.createPictureUploadUrl, async ({ user: me }) => ({
    uploadURL: (await unary(user, user.createUploadTicket, { userId: me.id })).uploadUrl,
  }));

  bindRoute(router, apiRoutes.updateProfilePicture, async ({ body, user: me }) => {
    const profilePictureUrl = sitePath(body.profilePictureURL, siteOrigins);
    const updated = await unary(user, user.updateProfilePicture, { userId: me.id, profilePictureUrl });
    deps.sessionCache?.clear();
    return toUser(updated);
  });

  // Public, outside the contract's route table: the answer is the image, not JSON.
  router.get(toExpressPath(PICTURE_PATH), async (req, res) => {
    res.set('X-Content-Type-Options', 'nosniff');
    const picture = await unary(user, user.getPicture, { pictureId: String(req.params.id) });
    res.set({ 'Content-Type': picture.contentType, 'Cache-Control': IMMUTABLE });
    res.send(picture.data);
  });

  return router;
}

// The signed upload URL's one PUT (DESIGN §8): the image's raw bytes, authorised by the URL's
// signature alone, like a storage service's presigned URL. So it is mounted ahead of the CSRF
// guard and the JSON parser: no cookie is needed or read (a page elsewhere cannot learn the URL,
// and a cross-site PUT needs a CORS preflight nobody answers), and the body stays raw bytes of
// any type. The URL is checked before the body is read; the picture's URL is the answer.
import { toExpressPath, UPLOAD_PATH, uploadedPicture } from '@sonic-nexus/contract';
import { unary } from '@sonic-nexus/service-kit';
import type { Router } from 'express';
import { apiRouter } from '../http/api-router';
import type { ServiceClients } from '../clients';
import { closeAfterAnswer, readBodyBytes } from './read-upload';

export interface UploadDeps {
  clients: Pick<ServiceClients, 'user'>;
}

export function pictureUploadRoutes(deps: UploadDeps): Router {
  const { user } = deps.clients;
  const router = apiRouter();
  router.put(toExpressPath(UPLOAD_PATH), closeAfterAnswer, async (req, res) => {
    const ticket = String(req.params.ticket);
    await unary(user, user.checkUploadTicket, { token: ticket });
    const data = await readBodyBytes(req);
    const stored = await unary(user, user.redeemUploadTicket, { ticket, data });
    res.json(uploadedPicture.parse({ profilePictureUrl: stored.url }));
  });
  return router;
}

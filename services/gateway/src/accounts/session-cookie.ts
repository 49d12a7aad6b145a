import type { Request, Response } from 'express';
import { SESSION_COOKIE, sessionCookieOptions } from '../http/session';

/** The opaque token goes to an httpOnly cookie only; it never appears in a response body. */
export function setSessionCookie(
  req: Request,
  res: Response,
  publicUrl: string,
  token: string,
  expiresAt: string,
): void {
  const expires = new Date(expiresAt);
  res.cookie(
    SESSION_COOKIE,
    token,
    sessionCookieOptions(req, publicUrl, Number.isNaN(expires.getTime()) ? undefined : expires),
  );
}

export function clearSessionCookie(req: Request, res: Response, publicUrl: string): void {
  res.clearCookie(SESSION_COOKIE, sessionCookieOptions(req, publicUrl));
}

// Sessions: the opaque token lives in the `sn_session` cookie; the user service owns it. The user
// is resolved lazily (once per request) so public calls never depend on the user service.
import { status as GrpcStatus } from '@grpc/grpc-js';
import { serverMessages, type User } from '@sonic-nexus/contract';
import type { user as userProto } from '@sonic-nexus/proto';
import { isGrpcError, unary } from '@sonic-nexus/service-kit';
import type { CookieOptions, Request, RequestHandler } from 'express';
import { HttpError } from './http-error';
import type { SessionUserCache } from './session-user-cache';
import { toUser } from './user-mapper';

export const SESSION_COOKIE = 'sn_session';

export interface Session {
  token: string | null;
  /** null when signed out or when the token is unknown/expired */
  user(): Promise<User | null>;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      session: Session;
    }
  }
}

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * Secure when the site is served over https or this request came over TLS (`req.secure`, which
 * reads X-Forwarded-Proto from a trusted proxy only), so http://localhost keeps working.
 */
export function sessionCookieOptions(req: Request, publicUrl: string, expires?: Date): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.startsWith('https:') || req.secure,
    path: '/',
    ...(expires ? { expires } : {}),
  };
}

/** The user service's answer for an unknown or expired session. */
const isSessionRefused = (err: unknown) =>
  isGrpcError(err) && [GrpcStatus.UNAUTHENTICATED, GrpcStatus.NOT_FOUND].includes(err.code);

export function sessionMiddleware(
  userClient: userProto.UserServiceClient,
  cache?: SessionUserCache,
): RequestHandler {
  return (req, res, next) => {
    const token = readCookie(req, SESSION_COOKIE);
    let pending: Promise<User | null> | undefined;
    const lookUp = async (sessionToken: string): Promise<User> => {
      const generation = cache?.generation() ?? 0;
      const user = toUser(await unary(userClient, userClient.getSessionUser, { sessionToken }));
      cache?.put(sessionToken, user, generation);
      return user;
    };
    const load = async (): Promise<User | null> => {
      if (!token) return null;
      const cached = cache?.lookup(token);
      if (cached) {
        // off this request's path: a refused session drops its entry at once; any other failure
        // (service down) leaves the entry to end with its life
        if (cached.refreshDue)
          lookUp(token).catch((err: unknown) => {
            if (isSessionRefused(err)) cache?.forget(token);
          });
        return cached.user;
      }
      try {
        return await lookUp(token);
      } catch (err) {
        // An unknown or expired session is "signed out"; anything else (service down) is an error.
        if (isSessionRefused(err)) return null;
        throw err;
      }
    };
    res.locals.session = { token, user: () => (pending ??= load()) };
    next();
  };
}

export async function requireUser(session: Session, verified: boolean): Promise<User> {
  const user = await session.user();
  if (!user) throw new HttpError(401, serverMessages.notAuthenticated);
  if (verified && !user.emailVerified) throw new HttpError(403, serverMessages.verifyEmailToVote);
  return user;
}
